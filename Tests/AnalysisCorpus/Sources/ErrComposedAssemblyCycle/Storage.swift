import Rivet

final class Database: Sendable {
    let migrator: Migrator
    init(migrator: Migrator) { self.migrator = migrator }
}
/// Migrations run against the database they migrate.
final class Migrator: Sendable {
    let database: Database
    init(database: Database) { self.database = database }
}

struct DatabaseKey: InterfaceKey { typealias Value = Database }
struct MigratorKey: InterfaceKey { typealias Value = Migrator }

struct StorageAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(DatabaseKey.self, .singleton) { values in Database(migrator: values[MigratorKey.self]) }
        registry.register(MigratorKey.self) { values in Migrator(database: values[DatabaseKey.self]) }
    }
}
