// A checkout coordinator begins the checkout flow from the shop's factory into its stored property when it
// is built, and begins the payment flow inside it when the user pays (a flow begun inside a flow). The
// checkout's order summary shows the payment method; the payment flow's payment method is labelled with the
// order summary's total: a cycle that closes only in the payment flow.
// rivet-expect: main.swift:24:98: error: Rivet: dependency cycle: `OrderSummaryKey` needs itself (OrderSummaryKey -> PaymentMethodKey -> OrderSummaryKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// Before this check followed it: silent: the payment flow is begun inside the checkout flow that the coordinator keeps in a stored
// property (`checkout = shop.beginFlow(...)` in its initializer, `checkout.beginFlow(PaymentAssembly())` in a
// method); the check does not build that flow's chain of scopes, so the cycle that closes only in the payment
// flow is not reported (ErrNestedFlowCycleInOneMethod, with local constants, is).
// runtime-expect: crash Rivet: dependency cycle: `PaymentMethodKey` needs itself (PaymentMethodKey -> OrderSummaryKey -> PaymentMethodKey)
import Rivet

final class PaymentMethod: Sendable {
    let label: String
    init(label: String) { self.label = label }
}
final class OrderSummary: Sendable {
    let total: Int
    let method: PaymentMethod
    init(total: Int, method: PaymentMethod) { self.total = total; self.method = method }
}

struct OrderSummaryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> OrderSummary { OrderSummary(total: 42, method: values.paymentMethod) }
}
struct PaymentMethodKey: InjectionKey {
    static func make(_ values: InjectedValues) -> PaymentMethod { PaymentMethod(label: "saved card") }
}
extension InjectedValues {
    var orderSummary: OrderSummary { self[OrderSummaryKey.self] }
    var paymentMethod: PaymentMethod { self[PaymentMethodKey.self] }
}

struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PaymentMethodKey.self)
    }
}
struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(OrderSummaryKey.self, .flow)
    }
}
struct PaymentAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PaymentMethodKey.self, .flow) { values in
            PaymentMethod(label: "card for \(values.orderSummary.total)")
        }
    }
}

final class CheckoutCoordinator {
    private let checkout: Factory
    init(shop: Factory) { checkout = shop.beginFlow(CheckoutAssembly()) }

    func pay() -> String {
        let payment = checkout.beginFlow(PaymentAssembly())
        return payment.paymentMethod.label
    }
}

let coordinator = CheckoutCoordinator(shop: Factory(ShopAssembly()))
print(coordinator.pay())
