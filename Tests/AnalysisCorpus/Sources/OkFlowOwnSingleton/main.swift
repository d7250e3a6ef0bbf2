// The checkout flow registers its recommendations as `.singleton` in its own assembly: that singleton
// belongs to the flow, so it may read the flow's cart (the root registers the cart .flow).
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class Cart: Sendable {}
final class Recommendations: Sendable {
    let cart: Cart
    init(cart: Cart) { self.cart = cart }
}
struct CartKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Cart { Cart() }
}
struct RecommendationsKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Recommendations { Recommendations(cart: values.cart) }
}
extension InjectedValues {
    var cart: Cart { self[CartKey.self] }
    var recommendations: Recommendations { self[RecommendationsKey.self] }
}

struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CartKey.self, .flow)
    }
}
struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(RecommendationsKey.self, .singleton)
    }
}

let shop = Factory(ShopAssembly())
let checkout = shop.beginFlow(CheckoutAssembly())
precondition(checkout.recommendations === checkout.recommendations)
precondition(checkout.recommendations.cart === checkout.cart)
