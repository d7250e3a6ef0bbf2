// Remote configuration and the keychain each await the other: the configuration needs the keychain's
// credentials to download, and the keychain reads which store to use from the configuration.
// rivet-expect: main.swift:16:48: error: Rivet: dependency cycle: `ConfigurationKey` needs itself (ConfigurationKey -> KeychainKey -> ConfigurationKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// runtime-expect: crash Rivet: dependency cycle: `KeychainKey` needs itself (KeychainKey -> ConfigurationKey -> KeychainKey)
import Rivet

final class Configuration: Sendable {
    static func download(with keychain: Keychain) async throws -> Configuration { Configuration() }
}
final class Keychain: Sendable {
    static func open(for configuration: Configuration) async throws -> Keychain { Keychain() }
}

struct ConfigurationKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Configuration {
        try await Configuration.download(with: values.keychain)
    }
}

struct KeychainKey: InterfaceKey {
    typealias Value = Keychain
}

extension AsyncInjectedValues {
    var keychain: Keychain { get async throws { try await resolve(KeychainKey.self) } }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(ConfigurationKey.self)
        registry.registerAsync(KeychainKey.self) { values in
            try await Keychain.open(for: values.resolve(ConfigurationKey.self))
        }
    }
}

let factory = Factory(AppAssembly())
let keychain = try await factory.resolve(KeychainKey.self)
print(keychain)
