// The app warms its factory up at launch: the keychain and the database (which awaits the keychain)
// are built in parallel; from then on the repository, a sync singleton, reads the database, and a
// transient report reads it too. A second factory awaits the database alone before reading it.
// rivet-expect: main.swift:23:14: note: Rivet: cannot attribute `repository.database` to a factory or flow (the receiver `repository` may hold a value resolved from a factory (`factory.usersRepository`), which the analysis takes for a component, not a factory), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: exit 0
import Rivet

struct ReportKey: InjectionKey {
    static func make(_ values: InjectedValues) -> String { "users in \(values.database.path)" }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(KeychainKey.self)
        registry.registerAsync(DatabaseKey.self, .singleton)
        registry.register(UsersRepositoryKey.self, .singleton)
    }
}

let factory = Factory(AppAssembly())
try await factory.warmUp()
let repository = factory.usersRepository
precondition(repository.database === factory[DatabaseKey.self])
precondition(factory[ReportKey.self] == "users in app.sqlite")

let tests = Factory(AppAssembly())
let database = try await tests.resolve(DatabaseKey.self)
precondition(tests.usersRepository.database === database)
