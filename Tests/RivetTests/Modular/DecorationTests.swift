import Rivet
import RivetTestSupport
import Testing

// `decorate` replaces each new value by what the decoration returns, once, before anyone receives it: callers
// get the decorated value, a lifecycle keeps the decorated one, several decorations wrap in the order added.

/// A wrapper a decoration puts around a value.
final class Wrapped: Sendable {
    let label: String
    let inner: Thing
    init(_ label: String, around inner: Thing) {
        self.label = label
        self.inner = inner
    }
}

/// A key whose value is a protocol, so that a decoration can return another type.
protocol Labelled: AnyObject, Sendable { var label: String { get } }
extension Thing: Labelled {}
extension Wrapped: Labelled {}

struct LabelledKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any Labelled { Thing("plain") }
}

@Suite struct DecorationTests {
    @Test func callers_getTheDecorationsValue_notTheOneBuilt() {
        let factory = Factory(TestAssembly { registry in
            registry.register(LabelledKey.self)
            registry.decorate(LabelledKey.self) { _, value in Wrapped("logging", around: value as! Thing) }
        })
        let value = factory[LabelledKey.self]
        #expect(value is Wrapped)
        #expect((value as? Wrapped)?.inner.label == "plain")
    }

    @Test func singleton_keepsTheDecoratedValue_decoratingOnce() {
        let decorated = Counter()
        let factory = Factory(TestAssembly { registry in
            registry.register(LabelledKey.self, .singleton)
            registry.decorate(LabelledKey.self) { _, value in
                decorated.increment()
                return Wrapped("logging", around: value as! Thing)
            }
        })
        let first = factory[LabelledKey.self]
        #expect(factory[LabelledKey.self] === first)
        #expect(first is Wrapped)
        #expect(decorated.value == 1)
    }

    @Test func severalDecorations_wrapInTheOrderAdded_theFirstInnermost() {
        let factory = Factory(
            TestAssembly { registry in
                registry.register(ThingKey.self) { _ in Thing("core") }
                registry.decorate(ThingKey.self) { _, thing in Thing("a(\(thing.label))") }
            },
            TestAssembly { $0.decorate(ThingKey.self) { _, thing in Thing("b(\(thing.label))") } }
        )
        #expect(factory.thing.label == "b(a(core))")
    }

    @Test func parameterizedKey_decorationSeesTheArgument_andTheCacheKeepsItsResult() {
        let factory = Factory(TestAssembly { registry in
            registry.register(ItemKey.self, .singleton)
            registry.decorate(ItemKey.self) { _, id, thing in Thing("decorated \(thing.label) for \(id)") }
        })
        let value = factory[ItemKey.self, 3]
        #expect(value.label == "decorated item 3 for 3")
        #expect(factory[ItemKey.self, 3] === value)
    }

    @Test func decorationOfAList_seesTheGatheredElements() {
        let factory = Factory(TestAssembly { registry in
            registry.contribute(HandlersKey.self) { _ in Thing("b") }
            registry.contribute(HandlersKey.self) { _ in Thing("a") }
            registry.decorate(HandlersKey.self) { _, handlers in handlers.sorted { $0.label < $1.label } }
        })
        #expect(factory.handlers.labels == ["a", "b"])
    }

    @Test func decoration_mayResolveOtherKeys_fromTheScopeThatBuilds() {
        let factory = Factory(AppAssembly(), TestAssembly { registry in
            registry.register(ThingKey.self, .flow)
            registry.decorate(ThingKey.self) { values, thing in Thing("\(thing.label) for \(values.session.user)") }
        })
        let flow = factory.beginFlow(TestAssembly { $0.register(SessionKey.self, .flow) { _ in Session(user: "ada") } })
        #expect(flow.thing.label == "live for ada")
    }
}
