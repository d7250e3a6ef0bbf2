// A checkout coordinator begins the checkout flow from the shop's factory and, inside it, the payment flow,
// both in local constants of one method (a flow begun inside a flow; ErrNestedFlowCycle keeps the checkout
// flow in a stored property). The checkout's order summary shows the payment method; the payment flow's
// payment method is labelled with the order summary's total: a cycle that closes only in the payment flow.
// rivet-expect: main.swift:20:98: error: Rivet: dependency cycle: `OrderSummaryKey` needs itself (OrderSummaryKey -> PaymentMethodKey -> OrderSummaryKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
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
    private let shop: Factory
    init(shop: Factory) { self.shop = shop }

    func start() -> String {
        let checkout = shop.beginFlow(CheckoutAssembly())
        let payment = checkout.beginFlow(PaymentAssembly())
        return payment.paymentMethod.label
    }
}

let coordinator = CheckoutCoordinator(shop: Factory(ShopAssembly()))
print(coordinator.start())
