import Rivet
import RivetTestSupport
import Testing

// `Registry` is a value (issue 10, item 8), and an assembly may keep the registry it is handed, for instance to
// list what it registered. A factory's override must then change that factory alone: not the kept registry, and
// not another factory built from it.

/// Registers `ThingKey` and keeps a copy of the registry it filled.
final class StashingAssembly: Assembly, @unchecked Sendable {
    let stash = Mailbox<Registry>()
    func assemble(into registry: inout Registry) {
        registry.register(ThingKey.self) { _ in Thing("assembled") }
        stash.value = registry
    }
}

extension Soundness {
    @Suite struct StashedRegistryTests {
        @Test func overrideAfterReset_leavesARegistryTheAssemblyKept_unchanged() {
            let assembly = StashingAssembly()
            let factory = Factory(assembly)
            factory.reset()   // runs the assembly again: it keeps the registry of the reset
            factory.override(OtherThingKey.self) { _ in Thing("overridden in the first factory") }
            #expect(factory[OtherThingKey.self].label == "overridden in the first factory")

            let second = Factory(TestAssembly { registry in registry = assembly.stash.value! })
            #expect(second.thing.label == "assembled")
            #expect(second[OtherThingKey.self].label == "other", "the first factory's override reached another factory")
        }
    }
}
