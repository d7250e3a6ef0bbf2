import Rivet
import RivetTestSupport
import Testing

// The order of a list's elements: the root factory's contributions first, then each flow's down to the one
// resolving; within a factory or flow, its assemblies' order; within an assembly, the order of its calls.

@Suite struct ContributionOrderTests {
    @Test func withinAnAssembly_elementsFollowTheOrderOfTheCalls() {
        let factory = Factory(TestAssembly { registry in
            registry.contribute(HandlersKey.self) { _ in Thing("c") }
            registry.contribute(HandlersKey.self) { _ in Thing("a") }
            registry.contribute(HandlersKey.self) { _ in Thing("b") }
        })
        #expect(factory.handlers.labels == ["c", "a", "b"])
    }

    @Test func acrossAssemblies_elementsFollowTheOrderOfTheAssemblies() {
        let factory = Factory(
            TestAssembly { registry in
                registry.contribute(HandlersKey.self) { _ in Thing("first 1") }
                registry.contribute(HandlersKey.self) { _ in Thing("first 2") }
            },
            TestAssembly { $0.contribute(HandlersKey.self) { _ in Thing("second") } },
            TestAssembly { $0.contribute(HandlersKey.self) { _ in Thing("third") } }
        )
        #expect(factory.handlers.labels == ["first 1", "first 2", "second", "third"])
    }

    @Test func inNestedFlows_theRootsElementsComeFirst_thenEachFlowsDownToTheResolvingOne() {
        let factory = Factory(TestAssembly { $0.contribute(HandlersKey.self) { _ in Thing("root") } })
        let outer = factory.beginFlow(
            TestAssembly { $0.contribute(HandlersKey.self) { _ in Thing("outer 1") } },
            TestAssembly { $0.contribute(HandlersKey.self) { _ in Thing("outer 2") } }
        )
        let middle = outer.beginFlow()   // contributes nothing
        let inner = middle.beginFlow(TestAssembly { $0.contribute(HandlersKey.self) { _ in Thing("inner") } })
        #expect(inner.handlers.labels == ["root", "outer 1", "outer 2", "inner"])
        #expect(middle.handlers.labels == ["root", "outer 1", "outer 2"])
        #expect(outer.handlers.labels == ["root", "outer 1", "outer 2"])
    }

    @Test func closureAndKeyContributions_keepOneOrder() {
        let factory = Factory(TestAssembly { registry in
            registry.contribute(HandlersKey.self) { _ in Thing("closure 1") }
            registry.contribute(HandlersKey.self, ProfileHandlerKey.self)
            registry.contribute(HandlersKey.self) { _ in Thing("closure 2") }
        })
        #expect(factory.handlers.labels == ["closure 1", "profile", "closure 2"])
    }
}
