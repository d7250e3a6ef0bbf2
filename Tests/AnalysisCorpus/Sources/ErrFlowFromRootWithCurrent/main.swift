// The cart presenter is created with the root factory current (`factory.withCurrent { CartPresenter() }`)
// instead of the checkout's: its @Injected cart is flow-scoped (Flows.md, "Errors").
// FINDING (missed error): rivet check is silent. `withCurrent` is skipped as a factory member, and the
// construction inside its closure, whose @Injected property resolves from the root, is not followed.
// rivet-expect-pending: main.swift:18:17: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `@Injected(\.shoppingCart)`: an `@Injected(\.shoppingCart)` property of `CartPresenter`, a type built where no factory is known (no key's make or closure that the analysis reads builds it) (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// rivet-expect-pending: main.swift:26:39: error: Rivet: flow-scoped `ShoppingCartKey` resolved with no flow running (CartPresenter -> ShoppingCartKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[ShoppingCartKey.self].
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
