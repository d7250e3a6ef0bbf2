import Rivet
import RivetTestSupport
import RivetTesting
import Testing

/// A count: a value, which no weak singleton can hold.
struct CountKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Int { 1 }
}

@Suite struct WeakSingletonTests {
    @Test func weakSingleton_isSharedWhileHeld_andRebuiltAfterRelease() {
        let made = Counter()
        let factory = Factory(TestAssembly { registry in
            registry.register(ThingKey.self, .weakSingleton) { _ in
                Thing("\(made.increment())")
            }
        })
        var held: Thing? = factory.thing
        #expect(factory.thing === held)
        weak let released = held
        held = nil
        #expect(released == nil)
        #expect(factory.thing.label == "2")
    }

    @Test func weakSingletonOfAValueType_stopsTheProgram_reportingNotAnObject() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(TestAssembly { $0.register(CountKey.self, .weakSingleton) })
            _ = factory[CountKey.self]
        }
        #expect(result?.rivetMessage == RivetError.notAnObject(key: "CountKey").description)
    }
}
