import Rivet
import Testing

private struct DatabaseKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Opened {
        try await Task.sleep(for: .milliseconds(20))
        return Opened("db")
    }
}

private struct StoreKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Opened { Opened("sync-default") }
}

@Suite struct AsyncSmokeTests {
    @Test func warmUpThenSyncRead() async throws {
        struct A: Assembly {
            func assemble(into registry: inout Registry) {
                registry.registerAsync(DatabaseKey.self)
                registry.registerAsync(StoreKey.self, .singleton) { values in
                    Opened("store", [try await values.resolve(DatabaseKey.self)])
                }
            }
        }
        let factory = Factory(A())
        try await factory.warmUp()
        let store = factory[StoreKey.self]
        #expect(store.name == "store")
        #expect(store.dependencies.first === factory[DatabaseKey.self])
    }
}
