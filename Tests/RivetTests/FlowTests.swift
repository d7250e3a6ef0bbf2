import Rivet
import RivetTestSupport
import Testing

@Suite struct FlowTests {
    @Test func flowComponent_isSharedWithinOneFlow_andDistinctAcrossFlows() {
        let factory = Factory(AppAssembly())
        let login = factory.beginFlow()
        let checkout = factory.beginFlow()
        #expect(login.session === login.session)
        #expect(login[SessionKey.self] === login.session)
        #expect(login.session !== checkout.session)
        #expect(login.isFlow && !factory.isFlow)
    }

    @Test func flowComponent_isReleasedWhenTheFlowIsReleased() {
        let factory = Factory(AppAssembly())
        weak var session: Session?
        do {
            let login = factory.beginFlow()
            session = login.session
            #expect(session != nil)
        }
        #expect(session == nil)
    }

    @Test func flowsOwnAssembly_appliesInsideThatFlowOnly() {
        let factory = Factory(AppAssembly())
        let login = factory.beginFlow(TestAssembly { registry in
            registry.register(ThingKey.self, .flow) { _ in Thing("login") }
        })
        let checkout = factory.beginFlow()
        #expect(login.thing.label == "login")
        #expect(login.thing === login.thing)
        #expect(checkout.thing.label == "live")
        #expect(factory.thing.label == "live")
    }

    @Test func componentAFlowRegistersItself_isSharedInIt_releasedWithIt_andNewInANestedFlow() {
        let factory = Factory(AppAssembly())
        weak var thing: Thing?
        do {
            let login = factory.beginFlow(TestAssembly { $0.register(ThingKey.self, .flow) })
            let nested = login.beginFlow()
            thing = login.thing
            #expect(login.thing === thing)
            #expect(nested.thing === nested.thing)
            #expect(nested.thing !== thing, "a .flow key resolves in the innermost flow")
        }
        #expect(thing == nil)
    }

    @Test func overrideOrReset_ofAFlow_releasesTheComponentItRegisteredItself() {
        let flow = Factory(AppAssembly()).beginFlow(TestAssembly { $0.register(ThingKey.self, .flow) })
        weak var first: Thing?
        weak var second: Thing?
        first = flow.thing
        flow.override(ThingKey.self) { _ in Thing("mock") }
        #expect(first == nil)
        second = flow.thing
        #expect(second?.label == "mock")
        flow.reset()
        #expect(second == nil)
        #expect(flow.thing.label == "live")
    }

    @Test func nestedFlow_resolvesFlowComponentsFromTheInnermostFlow() {
        let factory = Factory(AppAssembly())
        let checkout = factory.beginFlow()
        let payment = checkout.beginFlow()
        #expect(payment.session === payment.session)
        #expect(payment.session !== checkout.session)
        #expect(payment.apiClient === factory.apiClient)
    }

    @Test func nestedFlow_seesItsParentFlowsRegistrations() {
        let factory = Factory()
        let checkout = factory.beginFlow(TestAssembly { $0.register(ThingKey.self) { _ in Thing("checkout") } })
        let payment = checkout.beginFlow()
        #expect(payment.thing.label == "checkout")
    }

    @Test func transientInAFlow_getsThatFlowsComponents() {
        struct CartKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Session { values.session }
        }
        let factory = Factory(AppAssembly())
        let checkout = factory.beginFlow()
        #expect(checkout[CartKey.self] === checkout.session)
    }
}
