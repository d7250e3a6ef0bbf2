import Rivet

/// Opened asynchronously; slow enough that a warm-up's other builds start before it is ready.
final class Database: Sendable {
    static func open() async throws -> Database {
        try await Task.sleep(nanoseconds: 200_000_000)
        return Database()
    }
}

/// Restores the signed-in session from the database.
final class SessionStore: Sendable {
    let database: Database
    init(database: Database) { self.database = database }

    static func restore(from database: Database) async throws -> SessionStore {
        try await Task.sleep(nanoseconds: 1_000_000)
        return SessionStore(database: database)
    }
}

struct DatabaseKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Database { try await Database.open() }
}

struct SessionStoreKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> SessionStore {
        // `values.database` is the InjectedValues accessor: a sync read, where it should await the database.
        try await SessionStore.restore(from: values.database)
    }
}

extension InjectedValues {
    var database: Database { self[DatabaseKey.self] }
}
