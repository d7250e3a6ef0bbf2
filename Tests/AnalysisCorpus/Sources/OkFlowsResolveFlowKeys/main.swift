// Flow-scoped keys resolving flow-scoped keys, a transient view model between them and a root singleton,
// all resolved inside checkout flows.
// rivet-expect: main.swift:24:14: note: Rivet: cannot attribute 4 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `coordinator.cart`: the receiver `coordinator` may hold a value resolved from a factory (`checkout.checkoutCoordinator`), which the analysis takes for a component, not a factory (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: exit 0
import Rivet

struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CartKey.self, .flow)
        registry.register(PricingKey.self, .singleton)
    }
}

struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CheckoutCoordinatorKey.self, .flow)
        registry.register(CheckoutViewModelKey.self)
    }
}

let shop = Factory(ShopAssembly())
let checkout = shop.beginFlow(CheckoutAssembly())
let coordinator = checkout.checkoutCoordinator
precondition(coordinator.cart === coordinator.viewModel.cart)
precondition(coordinator.viewModel.pricing === shop.pricing)
precondition(shop.beginFlow(CheckoutAssembly()).checkoutCoordinator.cart !== coordinator.cart)
