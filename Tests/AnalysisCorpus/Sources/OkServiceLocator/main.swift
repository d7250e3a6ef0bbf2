// A service locator: the app's factory is kept in a static stored property of a namespace type, assigned
// once at launch by the app delegate, and read by the view models wherever they are built.
// rivet-expect: none
// Before this check followed it: a note on correct code: `Services.factory.feedRepository` and
// `Services.factory[ImageCacheKey.self]` are not attributed ("the receiver `Services.factory` may hold
// `factory` assigned through `Services` (`Services`, which is not declared in the sources checked)"),
// although `enum Services` is declared here and its static stored property is assigned once,
// `Services.factory = Factory(AppAssembly())`.
// runtime-expect: exit 0
import Rivet

struct Post: Sendable { let title: String }
protocol FeedRepository: Sendable { func posts() -> [Post] }
struct RemoteFeedRepository: FeedRepository {
    func posts() -> [Post] { [Post(title: "Hello"), Post(title: "World")] }
}
final class ImageCache: Sendable {}

struct FeedRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any FeedRepository { RemoteFeedRepository() }
}
struct ImageCacheKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ImageCache { ImageCache() }
}
extension InjectedValues {
    var feedRepository: any FeedRepository { self[FeedRepositoryKey.self] }
    var imageCache: ImageCache { self[ImageCacheKey.self] }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(FeedRepositoryKey.self, .singleton)
        registry.register(ImageCacheKey.self, .singleton)
    }
}

enum Services {
    nonisolated(unsafe) static var factory: Factory!
}

final class AppDelegate {
    func didFinishLaunching() {
        Services.factory = Factory(AppAssembly())
    }
}

final class FeedViewModel {
    private let repository = Services.factory.feedRepository
    private let images: ImageCache = Services.factory[ImageCacheKey.self]

    func titles() -> [String] { repository.posts().map(\.title) }
    func sharesCache(with other: FeedViewModel) -> Bool { images === other.images }
}

let delegate = AppDelegate()
delegate.didFinishLaunching()
let feed = FeedViewModel()
precondition(feed.titles() == ["Hello", "World"])
precondition(feed.sharesCache(with: FeedViewModel()))
