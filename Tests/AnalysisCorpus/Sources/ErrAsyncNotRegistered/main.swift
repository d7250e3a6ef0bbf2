// The database's make awaits the keychain for its encryption key, but no assembly registers the
// keychain: its make is async, so nothing can build it.
// rivet-expect: main.swift:22:104: error: Rivet: async `KeychainKey` is resolved but not registered (DatabaseKey -> KeychainKey); its make is async, so a warm-up or an await must build it: register it with registry.registerAsync(KeychainKey.self, .singleton) or .flow.
// runtime-expect: crash Rivet: async `KeychainKey` is resolved but not registered (DatabaseKey -> KeychainKey
import Rivet

// FINDING (runtime): the runtime names the key twice at the end of the chain ("DatabaseKey -> KeychainKey ->
// KeychainKey"): AsyncInjectionKey's default make appends the key to a chain whose last frame is already
// the key. The expectation above stops before the chain's end, so that it holds once that is fixed.

final class Keychain: Sendable {
    static func unlock() async throws -> Keychain { Keychain() }
}
final class Database: Sendable {
    init(key: Keychain) {}
}

struct KeychainKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Keychain { try await Keychain.unlock() }
}
struct DatabaseKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Database { Database(key: try await values.resolve(KeychainKey.self)) }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(DatabaseKey.self)
    }
}

let factory = Factory(AppAssembly())
try await factory.warmUp()
print(factory[DatabaseKey.self])
