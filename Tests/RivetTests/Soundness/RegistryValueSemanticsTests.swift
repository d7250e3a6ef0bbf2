import Rivet
import RivetTestSupport
import Testing

// Issue 10, item 8: `Registry` is a value. A registration made on a copy leaves the original as it was, and a copy
// kept before registering is a snapshot that registrations made afterwards do not reach. Observed through the
// factory built from the original.

extension Soundness {
    @Suite struct RegistryValueSemanticsTests {
        @Test func registrationOnACopy_leavesTheOriginalUnchanged() {
            let factory = Factory(TestAssembly { registry in
                registry.register(OtherThingKey.self, .singleton)   // so that the original has storage to share
                var copy = registry
                copy.register(ThingKey.self, .singleton) { _ in Thing("registered on the copy") }
                copy.register(OtherThingKey.self) { _ in Thing("re-registered on the copy") }
            })
            #expect(factory.thing.label == "live")
            #expect(factory.thing !== factory.thing, "ThingKey is unregistered in the original: transient")
            #expect(factory[OtherThingKey.self].label == "other")
            #expect(factory[OtherThingKey.self] === factory[OtherThingKey.self], "still the original's singleton")
        }

        @Test func registryRestoredFromACopy_dropsRegistrationsMadeAfterTheCopy() {
            let factory = Factory(TestAssembly { registry in
                registry.register(OtherThingKey.self, .singleton)
                let snapshot = registry
                registry.register(ThingKey.self, .singleton) { _ in Thing("registered after the snapshot") }
                registry = snapshot
            })
            #expect(factory.thing.label == "live")
            #expect(factory[OtherThingKey.self] === factory[OtherThingKey.self])
        }
    }
}
