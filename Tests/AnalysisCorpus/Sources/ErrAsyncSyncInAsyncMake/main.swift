// Two async singletons warmed up together: the session store's make reads the database through the sync
// InjectedValues accessor instead of awaiting it, and a warm-up starts both builds at once.
// rivet-expect: Keys.swift:29:46: error: Rivet: async `DatabaseKey` resolved before it was built (SessionStoreKey -> DatabaseKey); build it first: try await factory.warmUp() at launch or when the flow begins, or await it: try await values.resolve(DatabaseKey.self).
// runtime-expect: crash Rivet: async `DatabaseKey` resolved before it was built (SessionStoreKey -> DatabaseKey)
import Rivet

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(DatabaseKey.self)
        registry.registerAsync(SessionStoreKey.self)
    }
}

let factory = Factory(AppAssembly())
try await factory.warmUp()
print(factory[SessionStoreKey.self].database)
