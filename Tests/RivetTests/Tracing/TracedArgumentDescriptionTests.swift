import Rivet
import RivetTestSupport
import Testing

// A trace describes a parameterized key's argument with `String(describing:)`: user code, which may resolve
// anything, the key it describes included. Untraced, the description is never made. Traced, the resolutions it
// makes are not recorded (each would describe its argument again, for ever), and resolve as untraced (issue 23).

/// An argument whose description resolves the key it is an argument of, from the factory it carries.
struct SelfDescribingArgument: CustomStringConvertible, Sendable {
    let id: Int
    let factory: Factory

    var description: String {
        "argument \(id) of \(factory[SelfDescribedKey.self, self].label), beside \(factory.thing.label)"
    }
}

/// A component per argument, whose argument describes itself by resolving this key.
struct SelfDescribedKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: SelfDescribingArgument) -> Thing {
        Thing("thing \(argument.id) with \(values.thing.label)")
    }
}

@Suite struct TracedArgumentDescriptionTests {
    @Test func argumentWhoseDescriptionResolvesItsOwnKey_traced_resolvesAsUntraced_andRecordsOnlyTheOuterResolution() {
        let factory = Factory(TestAssembly { registry in
            registry.register(SelfDescribedKey.self)
            registry.register(ThingKey.self) { _ in Thing("registered") }
        })
        let untraced = factory[SelfDescribedKey.self, SelfDescribingArgument(id: 1, factory: factory)]

        let trace = ResolutionTrace()
        factory.startTracing(into: trace)
        let traced = factory[SelfDescribedKey.self, SelfDescribingArgument(id: 1, factory: factory)]
        factory.stopTracing()

        #expect(traced.label == untraced.label)
        #expect(traced.label == "thing 1 with registered")
        // The outer resolution and the one its make made; none of those its argument's description made.
        let events = trace.events
        #expect(events.map(\.key) == ["SelfDescribedKey", "ThingKey"])
        #expect(events.first?.argument == "argument 1 of thing 1 with registered, beside registered")
        #expect(events.last?.parent == 0)
    }

    @Test func argumentWhoseDescriptionResolvesItsOwnKey_tracedPerArgumentSingleton_isTheValueUntracedResolutionsGet() {
        let factory = Factory(TestAssembly { registry in registry.register(SelfDescribedKey.self, .singleton) })
        let trace = ResolutionTrace()
        factory.startTracing(into: trace)
        let traced = factory[SelfDescribedKey.self, SelfDescribingArgument(id: 2, factory: factory)]
        factory.stopTracing()

        #expect(traced === factory[SelfDescribedKey.self, SelfDescribingArgument(id: 2, factory: factory)])
        #expect(trace.events.filter { $0.key == "SelfDescribedKey" }.count == 1)
    }
}

extension SelfDescribingArgument: Hashable {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
