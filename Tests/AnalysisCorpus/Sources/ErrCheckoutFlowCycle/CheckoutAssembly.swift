import Rivet

final class Cart: @unchecked Sendable {
    var items: [String] = []
    let pricing: Pricing
    init(pricing: Pricing) { self.pricing = pricing }
}
/// Pricing applies the cart's coupons, so it was given the cart; the cart was given pricing to show
/// totals: a cycle, and only the checkout flow's assembly registers either key.
final class Pricing: Sendable {
    let cart: Cart
    init(cart: Cart) { self.cart = cart }
}

struct CartKey: InterfaceKey { typealias Value = Cart }
struct PricingKey: InterfaceKey { typealias Value = Pricing }
extension InjectedValues {
    var cart: Cart { self[CartKey.self] }
    var pricing: Pricing { self[PricingKey.self] }
}

struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CartKey.self, .flow) { values in Cart(pricing: values.pricing) }
        registry.register(PricingKey.self, .flow) { values in Pricing(cart: values.cart) }
    }
}
struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}
