import Rivet
import RivetTestSupport
import Testing

@Suite struct AssemblyTests {
    @Test func laterAssembly_overridesAnEarlierOnesRegistration() {
        let live = TestAssembly { $0.register(ThingKey.self, .singleton) { _ in Thing("live") } }
        let debug = TestAssembly { $0.register(ThingKey.self) { _ in Thing("debug") } }
        let factory = Factory(live, debug)
        #expect(factory.thing.label == "debug")
        #expect(factory.thing !== factory.thing, "the later registration's lifecycle applies too")
        #expect(Factory(debug, live).thing.label == "live")
    }

    @Test func factoryDescription_namesItsAssemblies() {
        let factory = Factory(AppAssembly(), TestAssembly { _ in })
        #expect(factory.description == "Factory(AppAssembly, TestAssembly)")
        #expect(factory.beginFlow(AppAssembly()).description == "flow(AppAssembly)")
    }

    @Test func factoryFromAList_appliesTheAssembliesInOrder() {
        let first = TestAssembly { $0.register(ThingKey.self) { _ in Thing("first") } }
        let second = TestAssembly { $0.register(ThingKey.self) { _ in Thing("second") } }
        #expect(Factory(assemblies: [first, second]).thing.label == "second")
    }
}
