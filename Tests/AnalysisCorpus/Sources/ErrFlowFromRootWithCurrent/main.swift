// The cart presenter is created with the root factory current (`factory.withCurrent { CartPresenter() }`)
// instead of the checkout's: its @Injected cart is flow-scoped (Flows.md, "Errors").
// Decided (issue 27): a host built inside `withCurrent` is judged in the factory the receiver holds.
// rivet-expect: main.swift:26:39: error: Rivet: flow-scoped `ShoppingCartKey` resolved with no flow running (CartPresenter -> ShoppingCartKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[ShoppingCartKey.self].
// runtime-expect: crash Rivet: flow-scoped `ShoppingCartKey` resolved with no flow running (ShoppingCartKey)
import Rivet

final class ShoppingCart: @unchecked Sendable { var items: [String] = [] }
struct ShoppingCartKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ShoppingCart { ShoppingCart() }
}
extension InjectedValues {
    var shoppingCart: ShoppingCart { self[ShoppingCartKey.self] }
}
final class CartPresenter {
    @Injected(\.shoppingCart) var cart
}
struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ShoppingCartKey.self, .flow)
    }
}

let factory = Factory(ShopAssembly())
let checkout = factory.beginFlow()
let presenter = factory.withCurrent { CartPresenter() }   // meant: checkout.withCurrent
presenter.cart.items.append("socks")
print(checkout.shoppingCart.items)
