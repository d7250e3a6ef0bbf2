// A singleton analytics tracker that tags events with a user context (transient), which reads the
// shopping cart (flow-scoped): singleton -> transient -> flow key.
// rivet-expect: Keys.swift:20:82: error: Rivet: singleton `AnalyticsKey` depends on flow-scoped `CartKey` (AnalyticsKey -> UserContextKey -> CartKey); make AnalyticsKey flow-scoped or resolve CartKey lazily inside the flow.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: singleton `AnalyticsKey` depends on flow-scoped `CartKey` (AnalyticsKey -> UserContextKey -> CartKey)
import Rivet

struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CartKey.self, .flow)
        registry.register(UserContextKey.self)
        registry.register(AnalyticsKey.self, .singleton)
    }
}

struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

let shop = Factory(ShopAssembly())
let checkout = shop.beginFlow(CheckoutAssembly())
print(checkout.analytics)
