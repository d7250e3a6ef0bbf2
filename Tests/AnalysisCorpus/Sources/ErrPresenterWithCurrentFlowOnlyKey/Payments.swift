import Rivet

protocol PaymentGateway: Sendable { func charge(_ cents: Int) -> Bool }
struct CardGateway: PaymentGateway { func charge(_ cents: Int) -> Bool { cents > 0 } }
final class Analytics: Sendable { func track(_ event: String) {} }

/// The payments module's interface: only the checkout flow's assembly implements it.
struct PaymentGatewayKey: InterfaceKey { typealias Value = any PaymentGateway }
struct AnalyticsKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Analytics { Analytics() }
}
extension InjectedValues {
    var paymentGateway: any PaymentGateway { self[PaymentGatewayKey.self] }
    var analytics: Analytics { self[AnalyticsKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(AnalyticsKey.self, .singleton)
    }
}
struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PaymentGatewayKey.self, .flow) { _ in CardGateway() }
    }
}

final class CheckoutPresenter {
    @Injected(\.analytics) var analytics
    @Injected(\.paymentGateway) var gateway
    func pay(_ cents: Int) -> Bool {
        analytics.track("pay")
        return gateway.charge(cents)
    }
}
