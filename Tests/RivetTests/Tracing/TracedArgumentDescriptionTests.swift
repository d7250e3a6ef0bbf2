import Rivet
import RivetTestSupport
import Testing

// An observed resolution describes a parameterized key's argument with `String(describing:)`: user code, which may
// resolve anything, the key it describes included. Unobserved, the description is never made. Observed, the
// resolutions it makes are not observed (each would describe its argument again, for ever), and resolve as
// unobserved ones do.

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
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace, TestAssembly { registry in
            registry.register(SelfDescribedKey.self)
            registry.register(ThingKey.self) { _ in Thing("registered") }
        })
        let untraced = factory[SelfDescribedKey.self, SelfDescribingArgument(id: 1, factory: factory)]

        trace.clear()
        let traced = factory[SelfDescribedKey.self, SelfDescribingArgument(id: 1, factory: factory)]

        #expect(traced.label == untraced.label)
        #expect(traced.label == "thing 1 with registered")
        // The outer resolution and the one its make made; none of those its argument's description made.
        let events = trace.events
        #expect(events.map(\.key) == ["SelfDescribedKey", "ThingKey"])
        #expect(events.first?.argument == "argument 1 of thing 1 with registered, beside registered")
        #expect(events.last?.parent == 0)
    }

    @Test func argumentWhoseDescriptionResolvesItsOwnKey_tracedPerArgumentSingleton_isTheValueUntracedResolutionsGet() {
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace, TestAssembly { registry in registry.register(SelfDescribedKey.self, .singleton) })
        let traced = factory[SelfDescribedKey.self, SelfDescribingArgument(id: 2, factory: factory)]

        #expect(traced === factory[SelfDescribedKey.self, SelfDescribingArgument(id: 2, factory: factory)])
        // The description, made first, built the value (unobserved): the observed resolution found it cached.
        #expect(trace.events.filter { $0.key == "SelfDescribedKey" }.map(\.outcome) == [.cached, .cached])
    }
}

extension SelfDescribingArgument: Hashable {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
