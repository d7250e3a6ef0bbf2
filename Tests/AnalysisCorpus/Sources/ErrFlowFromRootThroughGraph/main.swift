// The root factory resolves the order screen, whose graph-scoped form reads the flow-scoped basket.
// rivet-expect: main.swift:33:7: error: Rivet: flow-scoped `BasketKey` resolved with no flow running (OrderScreenKey -> OrderFormKey -> BasketKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[BasketKey.self].
// runtime-expect: crash Rivet: flow-scoped `BasketKey` resolved with no flow running (OrderScreenKey -> OrderFormKey -> BasketKey)
import Rivet

final class Basket: Sendable {}
final class OrderForm: Sendable {
    let basket: Basket
    init(basket: Basket) { self.basket = basket }
}
final class OrderScreen: Sendable {
    let form: OrderForm
    init(form: OrderForm) { self.form = form }
}
struct BasketKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Basket { Basket() }
}
struct OrderFormKey: InjectionKey {
    static func make(_ values: InjectedValues) -> OrderForm { OrderForm(basket: values[BasketKey.self]) }
}
struct OrderScreenKey: InjectionKey {
    static func make(_ values: InjectedValues) -> OrderScreen { OrderScreen(form: values[OrderFormKey.self]) }
}
struct OrderAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(BasketKey.self, .flow)
        registry.register(OrderFormKey.self, .graph)
        registry.register(OrderScreenKey.self)
    }
}

let orders = Factory(OrderAssembly())
print(orders[OrderScreenKey.self])
