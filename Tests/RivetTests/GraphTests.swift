import Rivet
import RivetTestSupport
import Testing

@Suite struct GraphTests {
    struct PairKey: InjectionKey {
        static func make(_ values: InjectedValues) -> (Thing, Thing) { (values.thing, values.thing) }
    }

    @Test func graphComponent_isSharedWithinOneResolution_andNewForTheNext() {
        let factory = Factory(TestAssembly { $0.register(ThingKey.self, .graph) })
        let first = factory[PairKey.self]
        let second = factory[PairKey.self]
        #expect(first.0 === first.1)
        #expect(first.0 !== second.0)
    }

    @Test func graphComponent_resolvedAtTopLevel_isNewEachTime() {
        let factory = Factory(TestAssembly { $0.register(ThingKey.self, .graph) })
        #expect(factory.thing !== factory.thing)
    }
}
