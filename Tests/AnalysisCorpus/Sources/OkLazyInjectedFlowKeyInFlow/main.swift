// A flow-scoped coordinator holds a @LazyInjected reference to the flow's router, created inside the
// flow and read there; the router's make resolves the coordinator (a cycle broken lazily).
// rivet-expect: main.swift:8:21: note: Rivet: cannot attribute `@LazyInjected(\.orderRouter)` to a factory or flow (an `@LazyInjected(\.orderRouter)` property resolves on first read, which the analysis follows only where a make reads it from the host it has just built), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: exit 0
import Rivet

final class OrderCoordinator {
    @LazyInjected(\.orderRouter) var router
    func finish() -> String { router.destination }
}
final class OrderRouter: Sendable {
    let coordinatorName: String
    init(coordinator: OrderCoordinator) { coordinatorName = "\(type(of: coordinator))" }
    var destination: String { "receipt from \(coordinatorName)" }
}
struct OrderCoordinatorKey: InjectionKey {
    static func make(_ values: InjectedValues) -> OrderCoordinator { OrderCoordinator() }
}
struct OrderRouterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> OrderRouter { OrderRouter(coordinator: values.orderCoordinator) }
}
extension InjectedValues {
    var orderCoordinator: OrderCoordinator { self[OrderCoordinatorKey.self] }
    var orderRouter: OrderRouter { self[OrderRouterKey.self] }
}

struct OrderAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(OrderCoordinatorKey.self, .flow)
        registry.register(OrderRouterKey.self, .flow)
    }
}

let factory = Factory(OrderAssembly())
let order = factory.beginFlow()
var coordinator = order.orderCoordinator
precondition(coordinator.finish() == "receipt from OrderCoordinator")
