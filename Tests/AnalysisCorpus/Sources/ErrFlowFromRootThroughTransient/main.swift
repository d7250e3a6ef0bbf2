// The cart screen's presenter (transient) resolved from the root factory: its cart is flow-scoped.
// rivet-expect: main.swift:7:17: error: Rivet: flow-scoped `ShoppingCartKey` resolved with no flow running (CartPresenterKey -> ShoppingCartKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[ShoppingCartKey.self].
// runtime-expect: crash Rivet: flow-scoped `ShoppingCartKey` resolved with no flow running (CartPresenterKey -> ShoppingCartKey)
import Rivet

let shop = Factory(ShopAssembly())
let presenter = shop[CartPresenterKey.self]
print(presenter.cart)
