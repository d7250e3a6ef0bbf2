import Rivet

// FromFactory.md: what becomes of a ParameterFactory and of a `promised()` registration.

final class AccountDetailsViewModel: Sendable {
    let accountName: String
    let loader: any AccountsLoading
    init(accountName: String, loader: any AccountsLoading) {
        self.accountName = accountName
        self.loader = loader
    }
}

/// Was `ParameterFactory<String, AccountDetailsViewModel>`: a parameterized key, resolved with its argument.
struct AccountDetailsKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ name: String) -> AccountDetailsViewModel {
        AccountDetailsViewModel(accountName: name, loader: values.accountsLoader)
    }
}

/// Was `.scopeOnParameters.cached`: one view model per account name in the factory.
struct AccountDetailsCacheAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(AccountDetailsKey.self, .singleton)
    }
}

/// A client in the interface module; the implementing module supplies its live value.
struct TransfersClient: Sendable {
    var send: @Sendable (_ amount: Int) -> String
}

/// Was `var transfers: Factory<TransfersClient?> { promised() }` in the interface module.
struct TransfersKey: InterfaceKey {
    typealias Value = TransfersClient
}

/// In the module that implements transfers.
struct TransfersAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(TransfersKey.self, .singleton) { _ in TransfersClient(send: { "sent \($0)" }) }
    }
}
