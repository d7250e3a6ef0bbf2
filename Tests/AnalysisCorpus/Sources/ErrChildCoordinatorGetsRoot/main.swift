// An app coordinator holds the root factory in a property and passes it through a child coordinator's
// initializer, which keeps it in a property of its own; the child's method reads the flow-scoped cart
// there, where no flow runs.
// rivet-expect: Checkout.swift:37:20: error: Rivet: flow-scoped `CartKey` resolved with no flow running (CartKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[CartKey.self].
// runtime-expect: crash Rivet: flow-scoped `CartKey` resolved with no flow running
import Rivet

let app = AppCoordinator(factory: Factory(ShopAssembly()))
let checkout = app.startCheckout()
print(checkout.add("book"))
