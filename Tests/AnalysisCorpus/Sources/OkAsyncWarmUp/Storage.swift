import Rivet

final class Configuration: Sendable { let databasePath = "app.sqlite" }
final class Keychain: Sendable {
    static func unlock() async throws -> Keychain {
        try await Task.sleep(nanoseconds: 5_000_000)
        return Keychain()
    }
}
final class Database: Sendable {
    let path: String
    init(path: String, key: Keychain) { self.path = path }

    static func open(_ path: String, key: Keychain) async throws -> Database {
        try await Task.sleep(nanoseconds: 5_000_000)
        return Database(path: path, key: key)
    }
}
final class UsersRepository: Sendable {
    let database: Database
    init(database: Database) { self.database = database }
}

struct ConfigurationKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Configuration { Configuration() }
}
struct KeychainKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Keychain { try await Keychain.unlock() }
}
struct DatabaseKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Database {
        // A sync key read synchronously, an async one awaited through its async accessor.
        try await Database.open(values.configuration.databasePath, key: values.keychain)
    }
}
struct UsersRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> UsersRepository { UsersRepository(database: values.database) }
}

extension InjectedValues {
    var configuration: Configuration { self[ConfigurationKey.self] }
    var database: Database { self[DatabaseKey.self] }
    var usersRepository: UsersRepository { self[UsersRepositoryKey.self] }
}

extension AsyncInjectedValues {
    var keychain: Keychain { get async throws { try await resolve(KeychainKey.self) } }
}
