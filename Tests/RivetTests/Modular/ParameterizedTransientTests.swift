import Rivet
import RivetTestSupport
import Testing

// A parameterized key with no cached lifecycle: the default. Every resolution builds a new value from the
// argument given there, with the registration's closure or the key's own make.

/// A key whose argument is a tuple: several arguments at once.
struct TabbedItemKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: (id: Int, tab: String)) -> Thing {
        Thing("item \(argument.id) on \(argument.tab)")
    }
}

/// A key whose value shows which session its make resolved: the scope that asked for it.
struct SessionItemKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> (id: Int, session: Session) { (id, values.session) }
}

@Suite struct ParameterizedTransientTests {
    @Test func unregisteredKey_resolvesThroughItsOwnMake_withTheArgumentGiven() {
        let factory = Factory()
        #expect(factory[ItemKey.self, 7].label == "item 7")
        #expect(factory[ItemKey.self, 8].label == "item 8")
    }

    @Test func unregisteredKey_buildsANewValueOnEveryResolution() {
        let factory = Factory()
        #expect(factory[ItemKey.self, 7] !== factory[ItemKey.self, 7])
    }

    @Test func registeredWithAClosure_buildsEveryResolutionWithIt() {
        let built = Counter()
        let factory = Factory(TestAssembly { registry in
            registry.register(ItemKey.self) { _, id in
                built.increment()
                return Thing("registered \(id)")
            }
        })
        let first = factory[ItemKey.self, 1]
        let again = factory[ItemKey.self, 1]
        #expect(first.label == "registered 1")
        #expect(first !== again)
        #expect(built.value == 2)
    }

    @Test func registeredWithoutAClosure_isBuiltByTheKeysOwnMake() {
        let factory = Factory(TestAssembly { $0.register(ItemKey.self) })
        #expect(factory[ItemKey.self, 3].label == "item 3")
        #expect(factory[ItemKey.self, 3] !== factory[ItemKey.self, 3])
    }

    @Test func laterAssembly_replacesTheEarlierRegistration() {
        let factory = Factory(
            TestAssembly { $0.register(ItemKey.self) { _, id in Thing("first \(id)") } },
            TestAssembly { $0.register(ItemKey.self) { _, id in Thing("second \(id)") } }
        )
        #expect(factory[ItemKey.self, 1].label == "second 1")
    }

    @Test func tupleArgument_reachesMakeWhole() {
        let factory = Factory()
        #expect(factory[TabbedItemKey.self, (id: 4, tab: "reviews")].label == "item 4 on reviews")
    }

    @Test func resolvedInsideAnotherKeysMake_withTheArgumentThatMakeChooses() {
        let factory = Factory(TestAssembly { registry in
            registry.register(ThingKey.self) { values in Thing("holds \(values[ItemKey.self, 12].label)") }
        })
        #expect(factory.thing.label == "holds item 12")
    }

    @Test func make_resolvesItsDependenciesInTheFlowThatAsks() {
        let factory = Factory(AppAssembly())
        let login = factory.beginFlow()
        let checkout = factory.beginFlow()
        #expect(login[SessionItemKey.self, 1].session === login.session)
        #expect(checkout[SessionItemKey.self, 1].session === checkout.session)
        #expect(login.session !== checkout.session)
    }
}
