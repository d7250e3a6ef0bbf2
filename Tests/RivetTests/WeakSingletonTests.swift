import Rivet
import Testing

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

    @Test func weakSingletonOfAValueType_isReportedAsNotAnObject() {
        struct CountKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Int { 1 }
        }
        let factory = Factory(TestAssembly { $0.register(CountKey.self, .weakSingleton) })
        #expect(throws: RivetError.notAnObject(key: "CountKey")) { try factory.resolve(CountKey.self) }
    }
}
