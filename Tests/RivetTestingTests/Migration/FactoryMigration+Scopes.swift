import Rivet

// FromFactory.md, "Scopes": a graph-scoped ledger behind two protocols, a session per signed-in flow.

protocol BalanceProviding: AnyObject, Sendable {}
protocol CurrencyProviding: AnyObject, Sendable {}

final class Ledger: BalanceProviding, CurrencyProviding {}

struct LedgerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Ledger { Ledger() }
}

struct BalancesKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any BalanceProviding { values[LedgerKey.self] }
}

struct CurrencyKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any CurrencyProviding { values[LedgerKey.self] }
}

extension InjectedValues {
    var balances: any BalanceProviding { self[BalancesKey.self] }
    var currency: any CurrencyProviding { self[CurrencyKey.self] }
}

final class BalancesViewModel {
    @Injected(\.balances) var balances
    @Injected(\.currency) var currency
}

struct BalancesViewModelKey: InjectionKey {
    static func make(_ values: InjectedValues) -> BalancesViewModel { BalancesViewModel() }
}

struct LedgerAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LedgerKey.self, .graph)
    }
}

/// What a custom `Scope.session` held until `reset(scope: .session)` at sign-out.
final class SignInSession: Sendable {}

struct SignInSessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> SignInSession { SignInSession() }
}

struct SignedInAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SignInSessionKey.self, .flow)
    }
}
