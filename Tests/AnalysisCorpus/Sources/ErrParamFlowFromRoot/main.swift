// An order screen's state, one per order id in each running checkout flow; the app's launch code asks
// the root factory for one, where no flow runs.
// rivet-expect: main.swift:26:11: error: Rivet: flow-scoped `OrderStateKey` resolved with no flow running (OrderStateKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[OrderStateKey.self].
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: flow-scoped `OrderStateKey` resolved with no flow running (OrderStateKey)
import Rivet

final class OrderState: Sendable {
    let orderID: Int
    init(orderID: Int) { self.orderID = orderID }
}
struct OrderStateKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ orderID: Int) -> OrderState { OrderState(orderID: orderID) }
}

struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(OrderStateKey.self, .flow(keepingAtMost: 4))
    }
}

func launch() {
    let factory = Factory(CheckoutAssembly())
    let checkout = factory.beginFlow()
    print(checkout[OrderStateKey.self, 1].orderID)
    print(factory[OrderStateKey.self, 2].orderID)
}
launch()
