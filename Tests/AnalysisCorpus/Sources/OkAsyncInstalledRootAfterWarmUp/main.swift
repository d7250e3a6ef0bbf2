// The app opens its database asynchronously. Launch installs the factory as the root, awaits its warm-up,
// then shows the home screen, whose view model's @Injected repository (a sync singleton built from the
// database) reads through the installed root.
// rivet-expect: none
// Before this check followed it: a note on correct code: `HomeViewModel()` is built after `try await factory.warmUp()` on the
// installed root, yet its @Injected repository is left unattributed ("may be read before a warm-up built the
// async component it reaches, which the analysis does not order here").
// runtime-expect: exit 0
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
try await factory.warmUp()
let home = HomeViewModel()
precondition(home.subtitle == "users in users.sqlite")
