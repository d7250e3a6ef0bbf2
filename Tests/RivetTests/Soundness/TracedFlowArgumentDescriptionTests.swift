import Rivet
import RivetTestSupport
import Testing

// An argument's description is user code, run only while a resolution is observed (TracedArgumentDescriptionTests).
// A self-describing argument resolved in a flow traced on its own, under a traced factory: only the outer
// resolution is recorded, in the flow's trace.

@Suite struct TracedFlowArgumentDescriptionTests {
    @Test @available(*, deprecated) func selfDescribingArgument_resolvedInATracedFlowOfATracedFactory_recordsOnlyTheOuterResolution_inTheFlowsTrace() {
        let outer = ResolutionTrace()
        let factory = Factory(observer: outer, TestAssembly { registry in registry.register(ThingKey.self) { _ in Thing("registered") } })
        let flow = factory.beginFlow(TestAssembly { registry in registry.register(SelfDescribedKey.self, .flow) })
        let inner = ResolutionTrace()
        outer.clear()
        flow.startTracing(into: inner)
        let value = flow[SelfDescribedKey.self, SelfDescribingArgument(id: 3, factory: flow)]
        #expect(inner.events.filter { $0.key == "SelfDescribedKey" }.count == 1)
        #expect(outer.events.filter { $0.key == "SelfDescribedKey" }.isEmpty)
        flow.stopTracing()
        #expect(value === flow[SelfDescribedKey.self, SelfDescribingArgument(id: 3, factory: flow)])
    }
}
