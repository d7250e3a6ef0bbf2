import Rivet

extension InjectedValues {
    var feedRepository: FeedRepository {
        get { return self[FeedRepositoryKey.self] }
    }
    var feedCache: FeedCache { self[FeedCacheKey.self] }
    var feedRefresher: FeedRefresher { self[FeedRefresherKey.self] }
}
