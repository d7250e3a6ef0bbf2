import Rivet
import RivetTestSupport
import Testing

struct LabelKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ label: String) -> Thing { Thing(label) }
}
struct ItemsKey: ListKey { typealias Element = Thing }
struct SinksKey: DictionaryKey {
    typealias EntryKey = String
    typealias Element = Thing
}

@Suite struct SmokeTests {
    @Test func all() {
        let made = Counter()
        let hooked = Counter()
        let factory = Factory(TestAssembly { registry in
            registry.register(LabelKey.self, .singleton(keepingAtMost: 2))
            registry.contribute(ItemsKey.self) { _ in Thing("a") }
            registry.contribute(ItemsKey.self, ThingKey.self)
            registry.contribute(SinksKey.self, at: "x") { _ in Thing("x") }
            registry.register(ThingKey.self, .singleton) { _ in made.increment(); return Thing("s") }
            registry.onCreate(ThingKey.self) { _, _ in hooked.increment() }
            registry.decorate(ThingKey.self) { _, thing in Thing(thing.label + "!") }
        }, TestAssembly { registry in
            registry.contribute(ItemsKey.self) { _ in Thing("b") }
        })
        let a = factory[LabelKey.self, "a"]
        #expect(a === factory[LabelKey.self, "a"])
        _ = factory[LabelKey.self, "b"]
        _ = factory[LabelKey.self, "c"]
        #expect(a !== factory[LabelKey.self, "a"])
        #expect(factory[ItemsKey.self].map(\.label) == ["a", "s!", "b"])
        #expect(factory[SinksKey.self]["x"]?.label == "x")
        #expect(factory.thing === factory.thing)
        #expect(made.value == 1 && hooked.value == 1)
        let flow = factory.beginFlow(TestAssembly { registry in
            registry.contribute(ItemsKey.self) { _ in Thing("flow") }
            registry.register(LabelKey.self, .flow)
        })
        #expect(flow[ItemsKey.self].map(\.label) == ["a", "s!", "b", "flow"])
        #expect(flow[LabelKey.self, "q"] === flow[LabelKey.self, "q"])
        #expect(flow[LabelKey.self, "q"] !== factory.beginFlow(TestAssembly { _ in })[LabelKey.self, "q"])
    }
}
