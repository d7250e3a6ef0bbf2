// Generic helpers over keys and factories: a resolve function, a generic list presenter, a generic
// screen builder; all resolve real keys.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

protocol Repository<Item>: Sendable {
    associatedtype Item
    func all() -> [Item]
}
struct ArticlesRepository: Repository { func all() -> [String] { ["b", "a"] } }
struct VideosRepository: Repository { func all() -> [Int] { [2, 1] } }

struct ArticlesRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ArticlesRepository { ArticlesRepository() }
}
struct VideosRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> VideosRepository { VideosRepository() }
}

func resolve<K: InjectionKey>(_ key: K.Type, from factory: Factory) -> K.Value {
    factory[key]
}

final class ListPresenter<R: Repository> where R.Item: Comparable {
    let repository: R
    init(repository: R) { self.repository = repository }
    func rows() -> [R.Item] { repository.all().sorted() }
}

func makeList<K: InjectionKey>(_ key: K.Type, in factory: Factory) -> ListPresenter<K.Value>
where K.Value: Repository, K.Value.Item: Comparable {
    ListPresenter(repository: resolve(key, from: factory))
}

struct MediaAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ArticlesRepositoryKey.self, .singleton)
        registry.register(VideosRepositoryKey.self)
    }
}

let factory = Factory(MediaAssembly())
precondition(makeList(ArticlesRepositoryKey.self, in: factory).rows() == ["a", "b"])
precondition(makeList(VideosRepositoryKey.self, in: factory).rows() == [1, 2])
