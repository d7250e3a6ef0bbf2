import Rivet
import RivetTestSupport
import Testing

// `.singleton` for a parameterized key: one value per distinct argument in the factory that registers it,
// shared by its flows, built once, from that factory's registrations.

/// An argument of several parts, hashable as a whole: what a cached lifecycle takes instead of a tuple.
struct ItemPage: Hashable, Sendable {
    let id: Int
    let page: Int
}

struct PagedItemKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: ItemPage) -> Thing { Thing("item \(argument.id) page \(argument.page)") }
}

@Suite struct PerArgumentSingletonTests {
    @Test func sameArgument_getsTheSameValue_builtOnce() {
        let built = Counter()
        let factory = Factory(TestAssembly { registry in
            registry.register(ItemKey.self, .singleton) { _, id in
                built.increment()
                return Thing("item \(id)")
            }
        })
        let first = factory[ItemKey.self, 1]
        #expect(factory[ItemKey.self, 1] === first)
        #expect(factory[ItemKey.self, 1] === first)
        #expect(built.value == 1)
    }

    @Test func distinctArguments_getDistinctValues_eachFromItsArgument() {
        let factory = Factory(TestAssembly { $0.register(ItemKey.self, .singleton) })
        let one = factory[ItemKey.self, 1]
        let two = factory[ItemKey.self, 2]
        #expect(one !== two)
        #expect([one.label, two.label] == ["item 1", "item 2"])
        #expect(factory[ItemKey.self, 1] === one)
        #expect(factory[ItemKey.self, 2] === two)
    }

    @Test func equalStructArguments_shareOneValue_unequalOnesDoNot() {
        let factory = Factory(TestAssembly { $0.register(PagedItemKey.self, .singleton) })
        let first = factory[PagedItemKey.self, ItemPage(id: 1, page: 1)]
        #expect(factory[PagedItemKey.self, ItemPage(id: 1, page: 1)] === first)
        #expect(factory[PagedItemKey.self, ItemPage(id: 1, page: 2)] !== first)
        #expect(first.label == "item 1 page 1")
    }

    @Test func flowsOfTheFactory_shareItsValuePerArgument() {
        let factory = Factory(TestAssembly { $0.register(ItemKey.self, .singleton) })
        let login = factory.beginFlow()
        let checkout = factory.beginFlow()
        let value = login[ItemKey.self, 5]
        #expect(checkout[ItemKey.self, 5] === value)
        #expect(factory[ItemKey.self, 5] === value)
    }

    @Test func make_resolvesFromTheRegisteringFactory_notFromTheFlowThatAsks() {
        let factory = Factory(TestAssembly { registry in
            registry.register(ThingKey.self) { _ in Thing("root's") }
            registry.register(ItemKey.self, .singleton) { values, id in Thing("item \(id) with \(values.thing.label)") }
        })
        let flow = factory.beginFlow(TestAssembly { $0.register(ThingKey.self) { _ in Thing("flow's") } })
        #expect(flow[ItemKey.self, 1].label == "item 1 with root's")
    }

    @Test func twoFactoriesFromTheSameAssemblies_keepTheirOwnValues() {
        let assembly = TestAssembly { $0.register(ItemKey.self, .singleton) }
        let first = Factory(assembly)
        let second = Factory(assembly)
        #expect(first[ItemKey.self, 1] !== second[ItemKey.self, 1])
    }

    @Test func reset_dropsTheValues_soEachArgumentIsBuiltAnew() {
        let factory = Factory(TestAssembly { $0.register(ItemKey.self, .singleton) })
        let before = factory[ItemKey.self, 1]
        factory.reset()
        let after = factory[ItemKey.self, 1]
        #expect(after !== before)
        #expect(factory[ItemKey.self, 1] === after)
    }

    @Test func registeredInAFlowsAssembly_isOnePerArgumentInThatFlow() {
        let factory = Factory()
        let flowAssembly = TestAssembly { $0.register(ItemKey.self, .singleton) }
        let login = factory.beginFlow(flowAssembly)
        let checkout = factory.beginFlow(flowAssembly)
        #expect(login[ItemKey.self, 1] === login[ItemKey.self, 1])
        #expect(login[ItemKey.self, 1] !== checkout[ItemKey.self, 1])
        #expect(factory[ItemKey.self, 1] !== factory[ItemKey.self, 1], "the root does not register it: transient there")
    }
}
