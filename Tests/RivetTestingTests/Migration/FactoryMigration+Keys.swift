import Rivet

// FromFactory.md: what becomes of a ParameterFactory and of a `promised()` registration.

final class AccountDetailsViewModel {
    let accountName: String
    let loader: any AccountsLoading
    init(accountName: String, loader: any AccountsLoading) { (self.accountName, self.loader) = (accountName, loader) }
}

/// Was `ParameterFactory<String, AccountDetailsViewModel>`: a key whose value takes the parameter.
struct AccountDetailsKey: InjectionKey {
    static func make(_ values: InjectedValues) -> @Sendable (String) -> AccountDetailsViewModel {
        let loader = values.accountsLoader
        return { name in AccountDetailsViewModel(accountName: name, loader: loader) }
    }
}

protocol Transfers: Sendable {
    func send(_ amount: Int) -> String
}

/// Was `var transfers: Factory<(any Transfers)?> { promised() }` in the interface module.
struct TransfersKey: InterfaceKey {
    typealias Value = any Transfers
}

/// In the module that implements transfers.
struct BankTransfers: Transfers {
    func send(_ amount: Int) -> String { "sent \(amount)" }
}

struct TransfersAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(TransfersKey.self, .singleton) { _ in BankTransfers() }
    }
}
