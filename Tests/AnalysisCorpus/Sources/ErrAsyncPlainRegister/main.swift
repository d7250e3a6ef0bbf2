// The keychain's key is async, but the assembly registers it with plain `register` (the deprecated
// overload), so nothing builds it: the database that awaits it stops the program.
// rivet-expect: main.swift:24:27: error: Rivet: async `KeychainKey` is resolved but not registered (KeychainKey); its make is async, so a warm-up or an await must build it: register it with registry.registerAsync(KeychainKey.self, .singleton) or .flow.
// runtime-expect: crash Rivet: async `KeychainKey` is resolved but not registered (DatabaseKey -> KeychainKey
import Rivet

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
        registry.register(KeychainKey.self, .singleton)
    }
}

let factory = Factory(AppAssembly())
try await factory.warmUp()
print(factory[DatabaseKey.self])
