// A caching decorator for the users repository that reads the repository key again to warm the cache:
// a hook runs inside the value's construction, so resolving its own key there is a dependency cycle.
// rivet-expect: main.swift:22:60: error: Rivet: dependency cycle: `UsersRepositoryKey` needs itself (UsersRepositoryKey -> UsersRepositoryKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// runtime-expect: crash Rivet: dependency cycle: `UsersRepositoryKey` needs itself (UsersRepositoryKey -> UsersRepositoryKey)
import Rivet

protocol UsersRepository: Sendable { func users() -> [String] }
struct RemoteUsersRepository: UsersRepository { func users() -> [String] { ["ada"] } }
struct CachingUsersRepository: UsersRepository {
    let base: any UsersRepository
    let warm: [String]
    func users() -> [String] { warm }
}
struct UsersRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any UsersRepository { RemoteUsersRepository() }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(UsersRepositoryKey.self, .singleton)
        registry.decorate(UsersRepositoryKey.self) { values, repository in
            CachingUsersRepository(base: repository, warm: values[UsersRepositoryKey.self].users())
        }
    }
}

let factory = Factory(AppAssembly())
print(factory[UsersRepositoryKey.self].users())
