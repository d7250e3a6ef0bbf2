import Rivet

// Documentation/Migrating/FromFactory.md: an accounts screen whose Factory container properties become
// Rivet keys, accessors and an assembly.

struct Account: Equatable, Sendable {
    let name: String
}

protocol Networking: AnyObject, Sendable {}

final class URLSessionNetworking: Networking {}

protocol AccountsLoading: Sendable {
    func accounts() async throws -> [Account]
}

struct LiveAccountsLoader: AccountsLoading {
    var network: any Networking
    func accounts() async throws -> [Account] { [Account(name: "Checking")] }
}

struct MockAccountsLoader: AccountsLoading {
    var names: [String]
    init(_ names: [String]) { self.names = names }
    func accounts() async throws -> [Account] { names.map(Account.init(name:)) }
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
