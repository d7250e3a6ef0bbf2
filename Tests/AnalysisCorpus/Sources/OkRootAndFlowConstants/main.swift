// The root factory constant resolves only what is not flow-scoped; the flow-scoped cart and the
// transient presenter that reads it are resolved from the flow constant.
// rivet-expect: main.swift:38:14: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `presenter.catalog`: the receiver `presenter` may hold a value resolved from a factory (`checkout[CartPresenterKey.self]`), which the analysis takes for a component, not a factory (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: exit 0
import Rivet

final class Cart: Sendable {}
final class Catalog: Sendable {}
final class CartPresenter: Sendable {
    let cart: Cart
    let catalog: Catalog
    init(cart: Cart, catalog: Catalog) { self.cart = cart; self.catalog = catalog }
}
struct CartKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Cart { Cart() }
}
struct CatalogKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Catalog { Catalog() }
}
struct CartPresenterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CartPresenter {
        CartPresenter(cart: values[CartKey.self], catalog: values[CatalogKey.self])
    }
}

struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CartKey.self, .flow)
        registry.register(CatalogKey.self, .singleton)
        registry.register(CartPresenterKey.self)
    }
}

let shop = Factory(ShopAssembly())
let catalog = shop[CatalogKey.self]
let checkout = shop.beginFlow()
let presenter = checkout[CartPresenterKey.self]
precondition(presenter.catalog === catalog && presenter.cart === checkout[CartKey.self])
