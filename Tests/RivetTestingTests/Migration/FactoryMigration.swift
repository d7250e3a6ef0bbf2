import Rivet

// Documentation/Migrating/FromFactory.md: an accounts screen whose Factory container properties become
// Rivet keys, accessors and an assembly.

struct Account: Equatable, Sendable {
    let name: String
}

protocol Networking: AnyObject, Sendable {}

final class URLSessionNetworking: Networking {}

protocol AccountsLoading: AnyObject, Sendable {
    func accounts() async throws -> [Account]
}

final class LiveAccountsLoader: AccountsLoading {
    let network: any Networking
    init(network: any Networking) { self.network = network }
    func accounts() async throws -> [Account] { [Account(name: "Checking")] }
}

final class MockAccountsLoader: AccountsLoading {
    let stored: [Account]
    init(_ names: [String]) { stored = names.map(Account.init(name:)) }
    func accounts() async throws -> [Account] { stored }
}

struct NetworkingKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any Networking { URLSessionNetworking() }
}

struct AccountsLoaderKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any AccountsLoading {
        LiveAccountsLoader(network: values.networking)
    }
}

extension InjectedValues {
    var networking: any Networking { self[NetworkingKey.self] }
    var accountsLoader: any AccountsLoading { self[AccountsLoaderKey.self] }
}

struct AccountsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(NetworkingKey.self, .singleton)   // was .cached
        registry.register(AccountsLoaderKey.self)           // was unique, Factory's default
    }
}

final class AccountsViewModel {
    @Injected(\.accountsLoader) var loader
    private(set) var accounts: [Account] = []

    func load() async throws {
        accounts = try await loader.accounts()
    }
}
