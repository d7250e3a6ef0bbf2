// A checkout flow decorates the cart with a logging wrapper; the cart is registered by the app, not by
// the flow's own assemblies, so the decoration has no registration to attach to in the flow.
// rivet-expect: main.swift:25:27: error: Rivet: `CartKey` has a hook (onCreate or decorate) in flow(CheckoutAssembly), which does not register it, so the hook would never run; register it in the same assemblies: registry.register(CartKey.self, ...).
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: `CartKey` has a hook (onCreate or decorate) in flow(CheckoutAssembly), which does not register it, so the hook would never run
import Rivet

protocol Cart: Sendable { var items: [String] { get } }
struct MemoryCart: Cart { let items = ["book"] }
struct LoggingCart: Cart {
    let base: any Cart
    var items: [String] { base.items }
}
struct CartKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any Cart { MemoryCart() }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CartKey.self, .singleton)
    }
}
struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.decorate(CartKey.self) { _, cart in LoggingCart(base: cart) }
    }
}

let app = Factory(AppAssembly())
print(app[CartKey.self].items)
let checkout = app.beginFlow(CheckoutAssembly())
print(checkout[CartKey.self].items)
