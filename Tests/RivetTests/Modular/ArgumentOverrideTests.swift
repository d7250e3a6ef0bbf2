import Rivet
import RivetTestSupport
import Testing

// `factory.override` for a parameterized key: a new way to build it for every argument, keeping the
// registered lifecycle (with a cache of its own) unless it is given one; seen by the factory's flows;
// undone by `reset()`.

@Suite struct ArgumentOverrideTests {
    @Test func override_keepsTheRegisteredLifecycle_withAFreshCache() {
        let factory = Factory(TestAssembly { $0.register(ItemKey.self, .singleton) })
        let registered = factory[ItemKey.self, 1]
        factory.override(ItemKey.self) { _, id in Thing("mock \(id)") }
        let overridden = factory[ItemKey.self, 1]
        #expect(overridden !== registered)
        #expect(overridden.label == "mock 1")
        #expect(factory[ItemKey.self, 1] === overridden, "still one value per argument")
    }

    @Test func override_ofATransient_staysTransient() {
        let factory = Factory(TestAssembly { $0.register(ItemKey.self) })
        factory.override(ItemKey.self) { _, id in Thing("mock \(id)") }
        #expect(factory[ItemKey.self, 1] !== factory[ItemKey.self, 1])
        #expect(factory[ItemKey.self, 1].label == "mock 1")
    }

    @Test func override_ofAnUnregisteredKey_isTransient() {
        let factory = Factory()
        factory.override(ItemKey.self) { _, id in Thing("mock \(id)") }
        #expect(factory[ItemKey.self, 2].label == "mock 2")
        #expect(factory[ItemKey.self, 2] !== factory[ItemKey.self, 2])
    }

    @Test func override_withALifecycle_replacesTheRegisteredOne() {
        let factory = Factory(TestAssembly { $0.register(ItemKey.self) })
        factory.override(ItemKey.self, .singleton(keepingAtMost: 1)) { _, id in Thing("mock \(id)") }
        let one = factory[ItemKey.self, 1]
        #expect(factory[ItemKey.self, 1] === one)
        _ = factory[ItemKey.self, 2]
        #expect(factory[ItemKey.self, 1] !== one, "the override's own limit of 1")
    }

    @Test func overrideOnTheRoot_reachesItsFlows() {
        let factory = Factory(TestAssembly { $0.register(ItemKey.self, .singleton) })
        let flow = factory.beginFlow()
        factory.override(ItemKey.self) { _, id in Thing("mock \(id)") }
        #expect(flow[ItemKey.self, 1].label == "mock 1")
        #expect(flow[ItemKey.self, 1] === factory[ItemKey.self, 1])
    }

    @Test func overrideInAFlow_staysInThatFlow() {
        let factory = Factory(TestAssembly { $0.register(ItemKey.self, .singleton) })
        let flow = factory.beginFlow()
        flow.override(ItemKey.self) { _, id in Thing("flow mock \(id)") }
        #expect(flow[ItemKey.self, 1].label == "flow mock 1")
        #expect(factory[ItemKey.self, 1].label == "item 1")
        #expect(factory.beginFlow()[ItemKey.self, 1].label == "item 1")
    }

    @Test func overrideInAFlow_ofAFlowKey_dropsThatFlowsValues() {
        let factory = Factory(TestAssembly { registry in
            registry.register(SessionKey.self, .flow)
            registry.register(ItemKey.self, .flow)
        })
        let flow = factory.beginFlow()
        let before = flow[ItemKey.self, 1]
        flow.override(ItemKey.self) { _, id in Thing("flow mock \(id)") }
        let after = flow[ItemKey.self, 1]
        #expect(after !== before)
        #expect(after.label == "flow mock 1")
        #expect(flow[ItemKey.self, 1] === after, "still one per argument in the flow")
    }

    @Test func reset_bringsBackTheRegisteredMake() {
        let factory = Factory(TestAssembly { $0.register(ItemKey.self, .singleton) })
        factory.override(ItemKey.self) { _, id in Thing("mock \(id)") }
        #expect(factory[ItemKey.self, 1].label == "mock 1")
        factory.reset()
        #expect(factory[ItemKey.self, 1].label == "item 1")
        #expect(factory[ItemKey.self, 1] === factory[ItemKey.self, 1])
    }
}
