import Rivet
import RivetTestSupport
import Testing

// An assembly may keep the registry it filled and another may hand it back (`Registry` is a value:
// StashedRegistryTests). Each factory built from it must still own what its registrations build: a singleton,
// a weak singleton, an async singleton and a per-argument singleton are one value per factory, built from that
// factory's dependencies, never a value another factory built (issue 23).

/// Registers what `body` registers and keeps the registry it filled, for another assembly to hand back.
final class KeepingAssembly: Assembly, @unchecked Sendable {
    let kept = Mailbox<Registry>()
    private let body: @Sendable (inout Registry) -> Void

    init(_ body: @escaping @Sendable (inout Registry) -> Void) {
        self.body = body
    }

    func assemble(into registry: inout Registry) {
        body(&registry)
        kept.value = registry
    }

    /// An assembly that hands back the registry this one kept.
    var handingBack: TestAssembly {
        TestAssembly { [kept] registry in registry = kept.value! }
    }
}

/// A component built from `ThingKey`, which names the `Thing` it was built from.
struct KeptSingletonKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("built from \(values.thing.label)") }
}

/// An async component built from `ThingKey`.
struct KeptAsyncKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("sync") }
}

/// A component per argument, built from `ThingKey`.
struct KeptPerArgumentKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: Int) -> Thing {
        Thing("\(argument) built from \(values.thing.label)")
    }
}

@Suite struct KeptRegistryIsolationTests {
    /// The first factory's overrides `ThingKey`: a value it builds says "built from mocked".
    private func twoFactories(_ register: @escaping @Sendable (inout Registry) -> Void) -> (first: Factory, second: Factory) {
        let keeping = KeepingAssembly(register)
        let first = Factory(keeping)
        first.override(ThingKey.self) { _ in Thing("mocked") }
        return (first, Factory(keeping.handingBack))
    }

    @Test func singleton_inTwoFactoriesFromOneKeptRegistry_isOnePerFactory_builtFromItsOwnDependencies() {
        let (first, second) = twoFactories { $0.register(KeptSingletonKey.self, .singleton) }
        #expect(first[KeptSingletonKey.self].label == "built from mocked")
        #expect(second.thing.label == "live")
        #expect(second[KeptSingletonKey.self].label == "built from live", "the second factory got the first one's singleton")
        #expect(first[KeptSingletonKey.self] !== second[KeptSingletonKey.self])
    }

    @Test func weakSingleton_inTwoFactoriesFromOneKeptRegistry_isOnePerFactory_builtFromItsOwnDependencies() {
        let (first, second) = twoFactories { $0.register(KeptSingletonKey.self, .weakSingleton) }
        let held = first[KeptSingletonKey.self]
        #expect(held.label == "built from mocked")
        let other = second[KeptSingletonKey.self]
        #expect(other.label == "built from live", "the second factory got the first one's weak singleton")
        #expect(held !== other)
        #expect(second[KeptSingletonKey.self] === other)
    }

    @Test func asyncSingleton_inTwoFactoriesFromOneKeptRegistry_isOnePerFactory_builtFromItsOwnDependencies() async throws {
        let (first, second) = twoFactories { registry in
            registry.registerAsync(KeptAsyncKey.self) { values in Thing("async from \(values.thing.label)") }
        }
        let firstValue = try await first.resolve(KeptAsyncKey.self)
        #expect(firstValue.label == "async from mocked")
        let secondValue = try await second.resolve(KeptAsyncKey.self)
        #expect(secondValue.label == "async from live", "the second factory got the first one's async singleton")
        #expect(firstValue !== secondValue)
    }

    @Test func perArgumentSingleton_inTwoFactoriesFromOneKeptRegistry_isOnePerFactory_builtFromItsOwnDependencies() {
        let (first, second) = twoFactories { $0.register(KeptPerArgumentKey.self, .singleton) }
        #expect(first[KeptPerArgumentKey.self, 7].label == "7 built from mocked")
        #expect(second[KeptPerArgumentKey.self, 7].label == "7 built from live", "the second factory got the first one's cached value")
        #expect(first[KeptPerArgumentKey.self, 7] !== second[KeptPerArgumentKey.self, 7])
    }

    @Test func hookedSingleton_inTwoFactoriesFromOneKeptRegistry_isOnePerFactory_andItsHookRunsInEach() {
        let hooked = Counter()
        let (first, second) = twoFactories { registry in
            registry.register(KeptSingletonKey.self, .singleton)
            registry.onCreate(KeptSingletonKey.self) { _, _ in hooked.increment() }
        }
        #expect(first[KeptSingletonKey.self].label == "built from mocked")
        #expect(second[KeptSingletonKey.self].label == "built from live")
        #expect(first[KeptSingletonKey.self] !== second[KeptSingletonKey.self])
        #expect(hooked.value == 2)
    }

    @Test func reset_ofAFactoryWhoseAssemblyHandsBackAKeptRegistry_buildsItsSingletonAgain() {
        let keeping = KeepingAssembly { $0.register(KeptSingletonKey.self, .singleton) }
        _ = Factory(keeping)
        let factory = Factory(keeping.handingBack)
        let before = factory[KeptSingletonKey.self]
        factory.reset()
        #expect(factory[KeptSingletonKey.self] !== before, "reset kept the singleton of the registry handed back")
    }

    @Test func flows_begunFromOneKeptRegistry_eachBuildTheSingletonTheyRegister() {
        let keeping = KeepingAssembly { $0.register(KeptSingletonKey.self, .singleton) }
        let root = Factory()
        let first = root.beginFlow(keeping)
        let second = root.beginFlow(keeping.handingBack)
        #expect(first[KeptSingletonKey.self] !== second[KeptSingletonKey.self], "two flows shared the singleton they each register")
    }
}
