// The app's assembly composes the storage module's, whose two registrations build each other.
// rivet-expect: Storage.swift:18:88: error: Rivet: dependency cycle: `DatabaseKey` needs itself (DatabaseKey -> MigratorKey -> DatabaseKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// runtime-expect: crash Rivet: dependency cycle: `DatabaseKey` needs itself (DatabaseKey -> MigratorKey -> DatabaseKey)
import Rivet

final class NotesList: Sendable {
    let database: Database
    init(database: Database) { self.database = database }
}
struct NotesListKey: InjectionKey {
    static func make(_ values: InjectedValues) -> NotesList { NotesList(database: values[DatabaseKey.self]) }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        StorageAssembly().assemble(into: &registry)
        registry.register(NotesListKey.self)
    }
}

let factory = Factory(AppAssembly())
print(factory[NotesListKey.self])
