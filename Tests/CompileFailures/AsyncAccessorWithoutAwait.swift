// expected-error: expression is 'async' but is not marked with 'await'
import Rivet

// An accessor declared on AsyncInjectedValues hides the synchronous one of the same name inside an async
// make: reading it without `await` does not compile, rather than read a database not opened yet
// (Documentation/AsyncDependencies.md, "Declaring an async key").

final class NotesDatabase: Sendable {}

struct NotesDatabaseKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> NotesDatabase { NotesDatabase() }
}

final class NotesStore: Sendable {
    let database: NotesDatabase
    init(database: NotesDatabase) { self.database = database }
}

struct NotesStoreKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> NotesStore {
        NotesStore(database: values.notesDatabase)
    }
}

extension InjectedValues {
    var notesDatabase: NotesDatabase { self[NotesDatabaseKey.self] }
}

extension AsyncInjectedValues {
    var notesDatabase: NotesDatabase { get async throws { try await resolve(NotesDatabaseKey.self) } }
}
