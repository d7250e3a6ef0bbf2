// The app opens its database asynchronously. Launch installs the factory as the root and shows the home
// screen, whose view model's @Injected repository (a sync singleton built from the database) reads through
// the installed root, before the launch code warms the factory up.
// rivet-expect: main.swift:47:12: error: Rivet: async `DatabaseKey` resolved before it was built (HomeViewModel -> UsersRepositoryKey -> DatabaseKey); build it first: try await factory.warmUp() at launch or when the flow begins, or await it: try await values.resolve(DatabaseKey.self).
// Before this check followed it: a note where the runtime always stops: `HomeViewModel()`, whose @Injected repository reads the
// installed root, is built after `Factory.installRoot(factory)` and before `try await factory.warmUp()`,
// which always runs in this order; the check says it "does not order" the warm-up with it.
// runtime-expect: crash Rivet: async `DatabaseKey` resolved before it was built (UsersRepositoryKey -> DatabaseKey)
import Rivet

final class Database: Sendable {
    let path: String
    init(path: String) { self.path = path }

    static func open(_ path: String) async throws -> Database {
        try await Task.sleep(nanoseconds: 10_000_000)
        return Database(path: path)
    }
}
final class UsersRepository: Sendable {
    let storage: Database
    init(storage: Database) { self.storage = storage }
}
struct DatabaseKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Database { try await Database.open("users.sqlite") }
}
struct UsersRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> UsersRepository { UsersRepository(storage: values[DatabaseKey.self]) }
}
extension InjectedValues {
    var usersRepository: UsersRepository { self[UsersRepositoryKey.self] }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(DatabaseKey.self, .singleton)
        registry.register(UsersRepositoryKey.self, .singleton)
    }
}

final class HomeViewModel {
    @Injected(\.usersRepository) var repository
    var subtitle: String { "users in \(repository.storage.path)" }
}

let factory = Factory(AppAssembly())
Factory.installRoot(factory)
let home = HomeViewModel()
try await factory.warmUp()
print(home.subtitle)
