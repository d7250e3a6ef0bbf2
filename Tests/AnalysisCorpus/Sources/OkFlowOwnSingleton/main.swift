// The checkout flow registers its recommendations as `.singleton` in its own assembly: that singleton
// belongs to the flow, so it may read the flow's cart (the root registers the cart .flow).
// rivet-expect: main.swift:36:14: note: Rivet: cannot attribute 4 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `checkout.recommendations`: the receiver `checkout` is a flow (`beginFlow`), whose resolutions the analysis does not follow (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
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
