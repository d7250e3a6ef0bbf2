import Rivet

final class FeedRepository: Sendable {
    let cache: FeedCache
    init(cache: FeedCache) { self.cache = cache }
}

final class FeedCache: Sendable {
    let refresher: FeedRefresher
    init(refresher: FeedRefresher) { self.refresher = refresher }
}

final class FeedRefresher: Sendable {
    let repository: FeedRepository
    init(repository: FeedRepository) { self.repository = repository }
}

struct FeedRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> FeedRepository { FeedRepository(cache: values.feedCache) }
}

struct FeedCacheKey: InjectionKey {
    static func make(_ values: InjectedValues) -> FeedCache { FeedCache(refresher: values.feedRefresher) }
}

struct FeedRefresherKey: InjectionKey {
    static func make(_ values: InjectedValues) -> FeedRefresher { FeedRefresher(repository: values.feedRepository) }
}
