// A payment flow begun from a checkout flow: it sees the checkout's singleton cart, has its own
// flow-scoped attempt, and the root's analytics.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class Analytics: Sendable {}
final class Cart: Sendable {}
final class PaymentAttempt: Sendable {
    let cart: Cart
    init(cart: Cart) { self.cart = cart }
}
struct AnalyticsKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Analytics { Analytics() }
}
struct CartKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Cart { Cart() }
}
struct PaymentAttemptKey: InjectionKey {
    static func make(_ values: InjectedValues) -> PaymentAttempt { PaymentAttempt(cart: values[CartKey.self]) }
}

struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(AnalyticsKey.self, .singleton)
        registry.register(CartKey.self, .flow)
    }
}
struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CartKey.self, .singleton)   // one per checkout, shared with its payment flows
    }
}
struct PaymentAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PaymentAttemptKey.self, .flow)
    }
}

let shop = Factory(ShopAssembly())
let checkout = shop.beginFlow(CheckoutAssembly())
let payment = checkout.beginFlow(PaymentAssembly())
precondition(payment[CartKey.self] === checkout[CartKey.self])
precondition(payment[PaymentAttemptKey.self].cart === checkout[CartKey.self])
precondition(payment[AnalyticsKey.self] === shop[AnalyticsKey.self])
precondition(checkout.beginFlow(PaymentAssembly())[PaymentAttemptKey.self] !== payment[PaymentAttemptKey.self])
