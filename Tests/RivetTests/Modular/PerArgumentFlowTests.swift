import Rivet
import RivetTestSupport
import Testing

// `.flow` for a parameterized key: one value per distinct argument in each running flow (the innermost),
// built from that flow's components, released with the flow.

/// A key whose value holds the session of the flow that built it.
struct FlowItemKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> FlowItem { FlowItem(id: id, session: values.session) }
}

final class FlowItem: Sendable {
    let id: Int
    let session: Session
    init(id: Int, session: Session) {
        self.id = id
        self.session = session
    }
}

/// Registers `FlowItemKey` per argument in each flow, and the session it needs.
struct FlowItemAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        registry.register(FlowItemKey.self, .flow)
    }
}

@Suite struct PerArgumentFlowTests {
    @Test func sameArgumentInOneFlow_getsTheSameValue() {
        let flow = Factory(FlowItemAssembly()).beginFlow()
        #expect(flow[FlowItemKey.self, 1] === flow[FlowItemKey.self, 1])
        #expect(flow[FlowItemKey.self, 1] !== flow[FlowItemKey.self, 2])
    }

    @Test func twoFlows_getTheirOwnValueForTheSameArgument() {
        let factory = Factory(FlowItemAssembly())
        let login = factory.beginFlow()
        let checkout = factory.beginFlow()
        #expect(login[FlowItemKey.self, 1] !== checkout[FlowItemKey.self, 1])
    }

    @Test func make_resolvesTheComponentsOfTheFlowThatHoldsTheValue() {
        let flow = Factory(FlowItemAssembly()).beginFlow()
        #expect(flow[FlowItemKey.self, 1].session === flow.session)
    }

    @Test func nestedFlow_holdsItsOwnValues_theInnermostFlowWins() {
        let outer = Factory(FlowItemAssembly()).beginFlow()
        let inner = outer.beginFlow()
        let innerValue = inner[FlowItemKey.self, 1]
        #expect(innerValue !== outer[FlowItemKey.self, 1])
        #expect(innerValue.session === inner.session)
        #expect(inner[FlowItemKey.self, 1] === innerValue)
    }

    @Test func endingTheFlow_releasesItsValues() {
        weak var released: FlowItem?
        let factory = Factory(FlowItemAssembly())
        do {
            let flow = factory.beginFlow()
            released = flow[FlowItemKey.self, 1]
            #expect(released != nil)
        }
        #expect(released == nil)
    }

    @Test func flowReset_buildsEachArgumentsValueAnew() {
        let flow = Factory(FlowItemAssembly()).beginFlow()
        let before = flow[FlowItemKey.self, 1]
        flow.reset()
        #expect(flow[FlowItemKey.self, 1] !== before)
    }

    @Test func registeredInAFlowsOwnAssembly_livesInThatFlow() {
        let factory = Factory(AppAssembly())
        let flow = factory.beginFlow(TestAssembly { $0.register(FlowItemKey.self, .flow) })
        #expect(flow[FlowItemKey.self, 3] === flow[FlowItemKey.self, 3])
        #expect(flow[FlowItemKey.self, 3].session === flow.session)
    }
}
