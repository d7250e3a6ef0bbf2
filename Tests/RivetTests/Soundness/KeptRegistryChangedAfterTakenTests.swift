import Rivet
import RivetTestSupport
import Testing

// A kept registry is a value (RegistryValueSemanticsTests): what is done to it after a factory took the registry
// it was copied from — a contribution added in place once it holds its table alone, a registration replaced, a
// hook added — changes neither that factory nor one it was handed to before, and a factory it is handed to
// afterwards gets all of it, built anew.

@Suite struct KeptRegistryChangedAfterTakenTests {
    @Test func keptRegistry_changedAfterAFactoryTookItsTable_leavesThatFactoryUnchanged_andTheNextGetsTheChanges() {
        let keeping = KeepingAssembly { registry in
            registry.register(KeptSingletonKey.self, .singleton)
            registry.contribute(KeptListKey.self) { _ in "kept" }
        }
        let first = Factory(keeping)
        let handedBack = Factory(keeping.handingBack)
        let firstSingleton = first[KeptSingletonKey.self]

        // The only holder of its table now: the contribution is added in place.
        var kept = keeping.kept.value!
        keeping.kept.value = nil
        kept.contribute(KeptListKey.self) { _ in "added" }
        kept.register(KeptSingletonKey.self, .singleton) { _ in Thing("replaced") }
        kept.decorate(KeptListKey.self) { _, list in list + ["decorated"] }
        keeping.kept.value = kept
        let next = Factory(keeping.handingBack)

        for factory in [first, handedBack] {
            #expect(factory[KeptListKey.self] == ["kept"])
            #expect(factory[KeptSingletonKey.self].label == "built from live")
        }
        #expect(first[KeptSingletonKey.self] === firstSingleton)
        #expect(next[KeptListKey.self] == ["kept", "added", "decorated"])
        #expect(next[KeptSingletonKey.self].label == "replaced")
        #expect(first[KeptSingletonKey.self] !== handedBack[KeptSingletonKey.self])
    }
}
