import Rivet
import RivetTestSupport
import Testing

// An argument's description is user code that runs only while a trace records (TracedArgumentDescriptionTests). It
// may stop the trace it is made for, start another, or resolve other parameterized keys whose arguments describe
// themselves by resolving too: the resolution it describes still gets the value untraced ones get, the trace it
// was begun in keeps its event, and nothing the description resolves is recorded, in either trace.

/// An argument whose description resolves a parameterized key with a self-describing argument, and moves the
/// factory's tracing to `next`.
struct TracingMovingArgument: CustomStringConvertible, Hashable, Sendable {
    let id: Int
    let factory: Factory
    let next: ResolutionTrace

    var description: String {
        factory.stopTracing()
        let nested = factory[SelfDescribedKey.self, SelfDescribingArgument(id: id + 1, factory: factory)].label
        factory.startTracing(into: next)
        return "argument \(id) beside \(nested) and \(factory.thing.label)"
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A component per argument, whose argument moves tracing while it is described.
struct TracingMovedKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: TracingMovingArgument) -> Thing {
        Thing("thing \(argument.id) with \(values.thing.label)")
    }
}

@Suite struct TracingChangedInArgumentDescriptionTests {
    @Test func argumentWhoseDescriptionMovesTracingAndResolvesAnotherDescribedKey_resolvesAsUntraced_andRecordsNothingItResolves() {
        let factory = Factory(TestAssembly { registry in
            registry.register(TracingMovedKey.self, .singleton)
            registry.register(SelfDescribedKey.self)
            registry.register(ThingKey.self) { _ in Thing("registered") }
        })
        let first = ResolutionTrace()
        let second = ResolutionTrace()
        factory.startTracing(into: first)
        let traced = factory[TracingMovedKey.self, TracingMovingArgument(id: 1, factory: factory, next: second)]
        factory.stopTracing()

        #expect(traced.label == "thing 1 with registered")
        #expect(traced === factory[TracingMovedKey.self, TracingMovingArgument(id: 1, factory: factory, next: second)])
        #expect(first.events.map(\.key) == ["TracingMovedKey"])
        #expect(first.events.first?.argument == "argument 1 beside thing 2 with registered and registered")
        // What the make resolved after the description moved tracing: recorded in the trace in force then.
        #expect(second.events.map(\.key) == ["ThingKey"])
    }

    @Test func selfDescribingArgument_resolvedInATracedFlowOfATracedFactory_recordsOnlyTheOuterResolution_inTheFlowsTrace() {
        let factory = Factory(TestAssembly { registry in registry.register(ThingKey.self) { _ in Thing("registered") } })
        let flow = factory.beginFlow(TestAssembly { registry in registry.register(SelfDescribedKey.self, .flow) })
        let outer = ResolutionTrace()
        let inner = ResolutionTrace()
        factory.startTracing(into: outer)
        flow.startTracing(into: inner)
        let value = flow[SelfDescribedKey.self, SelfDescribingArgument(id: 3, factory: flow)]
        flow.stopTracing()
        factory.stopTracing()

        #expect(value === flow[SelfDescribedKey.self, SelfDescribingArgument(id: 3, factory: flow)])
        #expect(inner.events.filter { $0.key == "SelfDescribedKey" }.count == 1)
        #expect(outer.events.filter { $0.key == "SelfDescribedKey" }.isEmpty)
    }
}
