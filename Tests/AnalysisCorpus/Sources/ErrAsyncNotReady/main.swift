// The app opens its database asynchronously, but its launch code reads the users repository, a sync
// singleton built from the database, before it warms the factory up.
// rivet-expect: main.swift:16:18: error: Rivet: async `DatabaseKey` resolved before it was built (UsersRepositoryKey -> DatabaseKey); build it first: try await factory.warmUp() at launch or when the flow begins, or await it: try await values.resolve(DatabaseKey.self).
// rivet-expect: main.swift:18:7: note: Rivet: cannot attribute `repository.database` to a factory or flow (the receiver `repository` may hold a value resolved from a factory (`factory.usersRepository`), which the analysis takes for a component, not a factory), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: crash Rivet: async `DatabaseKey` resolved before it was built (UsersRepositoryKey -> DatabaseKey)
import Rivet

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(DatabaseKey.self)
        registry.register(UsersRepositoryKey.self, .singleton)
    }
}

let factory = Factory(AppAssembly())
let repository = factory.usersRepository
try await factory.warmUp()
print(repository.database.path)
