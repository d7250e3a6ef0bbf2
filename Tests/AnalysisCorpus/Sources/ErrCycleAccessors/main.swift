// A feed whose repository, cache and refresher resolve each other only through accessors (one written
// with `get { return ... }`); the feed presenter asks for the repository with @Injected.
// rivet-expect: Keys.swift:19:90: error: Rivet: dependency cycle: `FeedRepositoryKey` needs itself (FeedRepositoryKey -> FeedCacheKey -> FeedRefresherKey -> FeedRepositoryKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// runtime-expect: crash Rivet: dependency cycle: `FeedRepositoryKey` needs itself (FeedRepositoryKey -> FeedCacheKey -> FeedRefresherKey -> FeedRepositoryKey)
import Rivet

struct FeedAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(FeedRepositoryKey.self, .singleton)
        registry.register(FeedCacheKey.self, .weakSingleton)
        registry.register(FeedRefresherKey.self)
    }
}

final class FeedPresenter {
    @Injected(\.feedRepository) var repository
}

Factory.installRoot(Factory(FeedAssembly()))
print(FeedPresenter().repository)
