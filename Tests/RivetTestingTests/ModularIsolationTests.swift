import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// RivetTesting with issue 14's keys: a trait replaces a parameterized key for every argument, or a collection
// whole; and tests running in parallel never see each other's per-argument values or contributions.

private let interleaving = Interleaving()

/// The handler contributed by key, which a test replaces alone.
struct AuditHandlerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("audit") }
}

/// A per-argument singleton and a list with a closure contribution and a key contribution.
struct ModularAppAssembly: Assembly, Sendable {
    func assemble(into registry: inout Registry) {
        registry.register(ItemKey.self, .singleton)
        registry.contribute(HandlersKey.self) { _ in Thing("settings") }
        registry.contribute(HandlersKey.self, AuditHandlerKey.self)
        registry.contribute(RoutesKey.self, at: "home") { _ in Thing("home screen") }
    }
}

@Suite(.isolatedFactory(ModularAppAssembly()))
struct ModularIsolationTests {
    @Test(.overriding(ItemKey.self) { _, id in Thing("mock \(id)") })
    func parameterizedKeyOverriddenByATrait_buildsEveryArgumentWithTheClosure_keepingItsLifecycle() {
        let factory = Factory.current
        #expect(factory[ItemKey.self, 1].label == "mock 1")
        #expect(factory[ItemKey.self, 2].label == "mock 2")
        #expect(factory[ItemKey.self, 1] === factory[ItemKey.self, 1], "still a singleton per argument")
    }

    @Test(.overriding(HandlersKey.self) { _ in [Thing("mock handler")] })
    func listOverriddenByATrait_replacesEveryContribution() {
        #expect(Factory.current.handlers.labels == ["mock handler"])
    }

    @Test(.overriding(RoutesKey.self) { _ in ["mock": Thing("mock screen")] })
    func dictionaryOverriddenByATrait_replacesEveryEntry() {
        #expect(Factory.current.routes.keys.sorted() == ["mock"])
    }

    @Test(.overriding(AuditHandlerKey.self, with: Thing("mock audit")))
    func contributedKeyOverriddenByATrait_replacesThatElementAlone() {
        #expect(Factory.current.handlers.labels == ["settings", "mock audit"])
    }

    @Test(arguments: 0..<200)
    func parallelTests_overridingTheSameKeys_eachSeeOnlyTheirOwnValuesAndContributions(index: Int) async {
        let factory = Factory.current
        factory.override(AuditHandlerKey.self) { _ in Thing("audit \(index)") }
        let item = factory[ItemKey.self, 1]
        factory.override(ItemKey.self) { _, id in Thing("case \(index) item \(id)") }
        let overridden = factory[ItemKey.self, 2]

        await interleaving.arriveAndWaitForAnother()   // meanwhile other cases build and override the same keys

        #expect(Factory.current === factory)
        #expect(factory[ItemKey.self, 2] === overridden, "this case's per-argument value, not another case's")
        #expect(overridden.label == "case \(index) item 2")
        #expect(factory.handlers.labels == ["settings", "audit \(index)"])
        factory.reset()
        #expect(factory[ItemKey.self, 1] !== item, "reset built it anew: the cache was this case's alone")
        #expect(factory[ItemKey.self, 1].label == "item 1")
    }
}
