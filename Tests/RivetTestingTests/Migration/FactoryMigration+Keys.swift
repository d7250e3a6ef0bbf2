import Rivet

// FromFactory.md: what becomes of a ParameterFactory and of a `promised()` registration.

struct AccountDetailsViewModel {
    var accountName: String
    var loader: any AccountsLoading
}

/// Was `ParameterFactory<String, AccountDetailsViewModel>`: a key whose value takes the parameter.
struct AccountDetailsKey: InjectionKey {
    static func make(_ values: InjectedValues) -> @Sendable (String) -> AccountDetailsViewModel {
        { [loader = values.accountsLoader] name in AccountDetailsViewModel(accountName: name, loader: loader) }
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
