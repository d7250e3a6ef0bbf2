import Rivet

/// The app's database: opening it reads and migrates a file, so its key's make is async.
final class Database: Sendable {
    let path: String
    init(path: String) { self.path = path }

    static func open(_ path: String) async throws -> Database {
        try await Task.sleep(nanoseconds: 10_000_000)
        return Database(path: path)
    }
}

final class UsersRepository: Sendable {
    let database: Database
    init(database: Database) { self.database = database }
}

struct DatabaseKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Database { try await Database.open("users.sqlite") }
}

struct UsersRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> UsersRepository { UsersRepository(database: values[DatabaseKey.self]) }
}

extension InjectedValues {
    var usersRepository: UsersRepository { self[UsersRepositoryKey.self] }
}
