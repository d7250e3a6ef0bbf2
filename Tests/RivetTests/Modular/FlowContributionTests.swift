import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// A flow's assemblies may contribute to a collection: their elements exist in that flow and the flows begun
// from it. Every element, the root's too, is built in the scope that resolves the collection, and so is a
// transient or flow-scoped registration of the whole collection that the flow's contributions are added to.

/// A handler that holds the session of the flow it was built in.
struct SessionHandlerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("handler for \(values.session.user)") }
}

/// Registers a session per flow, named by the flow's assembly.
struct NamedSessionAssembly: Assembly {
    let user: String
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow) { [user] _ in Session(user: user) }
    }
}

@Suite struct FlowContributionTests {
    @Test func flowsElements_existInThatFlowAndItsChildren_notInTheRootOrASibling() {
        let factory = Factory(TestAssembly { $0.contribute(HandlersKey.self) { _ in Thing("root") } })
        let checkout = factory.beginFlow(TestAssembly { $0.contribute(HandlersKey.self) { _ in Thing("checkout") } })
        let payment = checkout.beginFlow()
        let login = factory.beginFlow()
        #expect(checkout.handlers.labels == ["root", "checkout"])
        #expect(payment.handlers.labels == ["root", "checkout"])
        #expect(login.handlers.labels == ["root"])
        #expect(factory.handlers.labels == ["root"])
    }

    @Test func rootsContribution_resolvedFromAFlow_isBuiltInThatFlow() {
        let factory = Factory(TestAssembly { registry in
            registry.register(SessionKey.self, .flow)
            registry.contribute(HandlersKey.self, SessionHandlerKey.self)
        })
        let flow = factory.beginFlow(NamedSessionAssembly(user: "ada"))
        #expect(flow.handlers.labels == ["handler for ada"])
    }

    @Test func rootsContribution_inAFlowThatContributesToo_isBuiltInThatFlow() {
        let factory = Factory(TestAssembly { registry in
            registry.register(SessionKey.self, .flow)
            registry.contribute(HandlersKey.self, SessionHandlerKey.self)
        })
        let flow = factory.beginFlow(NamedSessionAssembly(user: "ada"), TestAssembly { registry in
            registry.contribute(HandlersKey.self) { values in Thing("flow's for \(values.session.user)") }
        })
        #expect(flow.handlers.labels == ["handler for ada", "flow's for ada"])
    }

    @Test func flowContributingToAWholeTransientListOfTheRoot_buildsThatListInTheFlow() {
        // The root's make needs a flow component: it works where the list is resolved, in the flow.
        let factory = Factory(TestAssembly { registry in
            registry.register(SessionKey.self, .flow)
            registry.register(HandlersKey.self) { values in [Thing("whole for \(values.session.user)")] }
        })
        let plain = factory.beginFlow(NamedSessionAssembly(user: "ada"))
        let contributing = factory.beginFlow(NamedSessionAssembly(user: "grace"), TestAssembly { registry in
            registry.contribute(HandlersKey.self) { _ in Thing("flow's") }
        })
        #expect(plain.handlers.labels == ["whole for ada"])
        #expect(contributing.handlers.labels == ["whole for grace", "flow's"])
    }

    @Test func flowContributingToAWholeFlowScopedListOfTheRoot_keepsOneListPerFlow_withItsElementsAdded() {
        let factory = Factory(TestAssembly { $0.register(HandlersKey.self, .flow) { _ in [Thing("whole")] } })
        let flow = factory.beginFlow(TestAssembly { $0.contribute(HandlersKey.self) { _ in Thing("flow's") } })
        let first = flow.handlers
        #expect(first.labels == ["whole", "flow's"])
        #expect(flow.handlers[0] === first[0], "the whole list is the flow's one value")
        #expect(factory.beginFlow().handlers[0] !== first[0], "another flow has its own")
    }

    @Test func flowContributingToAWholeSingletonListOfTheRoot_addsToTheRootsValue() {
        let factory = Factory(TestAssembly { $0.register(HandlersKey.self, .singleton) { _ in [Thing("whole")] } })
        let flow = factory.beginFlow(TestAssembly { $0.contribute(HandlersKey.self) { _ in Thing("flow's") } })
        #expect(flow.handlers.labels == ["whole", "flow's"])
        #expect(flow.handlers[0] === factory.handlers[0])
    }

    @Test func flowRegisteringTheWholeList_hidesTheRootsContributions() {
        let factory = Factory(TestAssembly { $0.contribute(HandlersKey.self) { _ in Thing("root") } })
        let flow = factory.beginFlow(TestAssembly { $0.register(HandlersKey.self) { _ in [Thing("flow's whole")] } })
        let child = flow.beginFlow(TestAssembly { $0.contribute(HandlersKey.self) { _ in Thing("child") } })
        #expect(flow.handlers.labels == ["flow's whole"])
        #expect(child.handlers.labels == ["flow's whole", "child"])
    }

    @Test func elementResolvingTheListItself_isADependencyCycle_notARecursion() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(TestAssembly { $0.register(HandlersKey.self) { values in [Thing("\(values.handlers.count)")] } })
            let flow = factory.beginFlow(TestAssembly { $0.contribute(HandlersKey.self) { _ in Thing("flow's") } })
            _ = flow.handlers
        }
        #expect(result?.rivetMessage == RivetError.dependencyCycle(chain: ["HandlersKey", "HandlersKey", "HandlersKey"]).description)
    }
}
