// A singleton of the checkout flow's assembly reads the cart, which the root registers `.flow`: it is built
// in the checkout (the flow that registers it), where the cart resolves, so neither the checkout nor the
// payment flow begun from it stops; the payment flow shares the checkout's singleton and its cart.
// rivet-expect: main.swift:39:14: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `totals.cart`: the receiver `totals` may hold a value resolved from a factory (`payment[CartTotalsKey.self]`), which the analysis takes for a component, not a factory (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: exit 0
import Rivet

final class Cart: Sendable {}
final class CartTotals: Sendable {
    let cart: Cart
    init(cart: Cart) { self.cart = cart }
}
struct CartKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Cart { Cart() }
}
struct CartTotalsKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CartTotals { CartTotals(cart: values[CartKey.self]) }
}

struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CartKey.self, .flow)
    }
}
struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CartTotalsKey.self, .singleton)
    }
}
struct PaymentAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

let shop = Factory(ShopAssembly())
let checkout = shop.beginFlow(CheckoutAssembly())
let payment = checkout.beginFlow(PaymentAssembly())
let totals = payment[CartTotalsKey.self]
precondition(totals === checkout[CartTotalsKey.self])
precondition(totals.cart === checkout[CartKey.self])
precondition(totals.cart !== payment[CartKey.self])
