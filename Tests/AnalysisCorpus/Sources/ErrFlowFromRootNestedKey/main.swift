// Keys nested in the Checkout namespace; the root factory resolves the checkout's basket.
// rivet-expect: main.swift:23:7: error: Rivet: flow-scoped `BasketKey` resolved with no flow running (BasketKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[BasketKey.self].
// runtime-expect: crash Rivet: flow-scoped `BasketKey` resolved with no flow running (BasketKey)
import Rivet

enum Checkout {
    final class Basket: Sendable {}
    struct BasketKey: InjectionKey {
        static func make(_ values: InjectedValues) -> Basket { Basket() }
    }
    struct Assembly: Rivet.Assembly {
        func assemble(into registry: inout Registry) {}
    }
}

struct StoreAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(Checkout.BasketKey.self, .flow)
    }
}

let store = Factory(StoreAssembly())
print(store[Checkout.BasketKey.self])
