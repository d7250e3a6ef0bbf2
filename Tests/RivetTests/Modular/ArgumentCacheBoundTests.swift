import Rivet
import RivetTestSupport
import Testing

// A cached lifecycle keeps at most its limit of values: beyond it the least recently used goes, and is built
// anew on its next resolution, while whoever holds the old one keeps it.

@Suite struct ArgumentCacheBoundTests {
    @Test func beyondTheLimit_theLeastRecentlyBuiltValueIsBuiltAnew() {
        let factory = Factory(TestAssembly { $0.register(ItemKey.self, .singleton(keepingAtMost: 2)) })
        let one = factory[ItemKey.self, 1]
        let two = factory[ItemKey.self, 2]
        _ = factory[ItemKey.self, 3]                     // evicts 1
        #expect(factory[ItemKey.self, 3] === factory[ItemKey.self, 3])
        #expect(factory[ItemKey.self, 1] !== one)        // built anew, which evicts 2
        #expect(factory[ItemKey.self, 2] !== two)
    }

    @Test func aValueUsedRecently_staysWhileAnOlderOneGoes() {
        let factory = Factory(TestAssembly { $0.register(ItemKey.self, .singleton(keepingAtMost: 2)) })
        let one = factory[ItemKey.self, 1]
        let two = factory[ItemKey.self, 2]
        #expect(factory[ItemKey.self, 1] === one)        // 1 is now the most recently used
        _ = factory[ItemKey.self, 3]                     // evicts 2
        #expect(factory[ItemKey.self, 1] === one)
        #expect(factory[ItemKey.self, 2] !== two)
    }

    @Test func anEvictedValue_staysAliveWithWhoeverHoldsIt() {
        let factory = Factory(TestAssembly { $0.register(ItemKey.self, .singleton(keepingAtMost: 1)) })
        let held = factory[ItemKey.self, 1]
        weak let unheld = factory[ItemKey.self, 2]       // evicts 1, which `held` keeps
        _ = factory[ItemKey.self, 3]                     // evicts 2, which nobody holds
        #expect(held.label == "item 1")
        #expect(unheld == nil)
    }

    @Test func defaultLimit_keeps64ValuesAndEvictsThe65th() {
        let factory = Factory(TestAssembly { $0.register(ItemKey.self, .singleton) })
        let values = (0..<ArgumentLifecycle.defaultLimit).map { factory[ItemKey.self, $0] }
        #expect((0..<64).allSatisfy { factory[ItemKey.self, $0] === values[$0] })
        _ = factory[ItemKey.self, 64]                    // the 65th distinct argument evicts 0, the least recently used
        #expect(factory[ItemKey.self, 0] !== values[0])
        #expect(ArgumentLifecycle.defaultLimit == 64)
    }

    @Test func flowCache_isBoundedPerFlow() {
        let factory = Factory(TestAssembly { registry in
            registry.register(SessionKey.self, .flow)
            registry.register(ItemKey.self, .flow(keepingAtMost: 1))
        })
        let login = factory.beginFlow()
        let checkout = factory.beginFlow()
        let loginOne = login[ItemKey.self, 1]
        let checkoutOne = checkout[ItemKey.self, 1]
        _ = login[ItemKey.self, 2]                       // evicts login's 1, not checkout's
        #expect(login[ItemKey.self, 1] !== loginOne)
        #expect(checkout[ItemKey.self, 1] === checkoutOne)
    }

    @Test func lifecycleDescriptions_nameTheLimit() {
        #expect(ArgumentLifecycle.transient.description == "transient")
        #expect(ArgumentLifecycle.singleton.description == "singleton per argument (at most 64)")
        #expect(ArgumentLifecycle.flow(keepingAtMost: 8).description == "flow-scoped per argument (at most 8)")
    }

    @Test func limitBelowOne_stopsTheProgram_sayingACacheKeepsAtLeastOneValue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ArgumentLifecycle.singleton(keepingAtMost: 0)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Rivet: a cache keeps at least 1 value (keepingAtMost: 0)"))
    }
}
