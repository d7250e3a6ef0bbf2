#if canImport(Glibc)
import Glibc
import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// Deep nesting: resolutions nested up to the 128-frame limit, each level in a flow begun inside the make
// of the level above, on a thread with a 512 KiB stack (a secondary thread's size on Apple platforms);
// one level more stops with the resolution-too-deep message, not a stack overflow. And flows nested
// 100,000 deep, each holding a value, released on such a thread: the teardown does not recurse per level.

/// The level of the flow a make runs in: registered by each nested flow's own assembly.
struct DeepLevelKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Int { 0 }
}
/// How deep the chain goes: registered by the root.
struct DeepTargetKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Int { fatalError("registered") }
}
/// One level of the chain: begins a flow one level deeper inside its make and resolves itself there.
struct DeepChainKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Int {
        let level = values[DeepLevelKey.self]
        if level == values[DeepTargetKey.self] { return level }
        let deeper = Factory.current.beginFlow(DeepLevelAssembly(level: level + 1))
        return deeper[DeepChainKey.self]
    }
}
struct DeepLevelAssembly: Assembly {
    let level: Int
    var ownValue = false
    func assemble(into registry: inout Registry) {
        let level = level
        registry.register(DeepLevelKey.self, .singleton) { _ in level }
        if ownValue { registry.register(DeepValueKey.self, .flow) }
    }
}

final class DeepValue: Sendable {}
struct DeepValueKey: InjectionKey {
    static func make(_ values: InjectedValues) -> DeepValue { DeepValue() }
}

/// A chain of `target` levels (one frame each, plus one for the level lookups) from a root factory.
func deepChain(_ target: Int) -> Int {
    let root = Factory(TestAssembly { registry in
        registry.register(DeepTargetKey.self, .singleton) { _ in target }
    })
    return root.beginFlow(DeepLevelAssembly(level: 1))[DeepChainKey.self]
}

@Suite struct DeepNestingStressTests {
    @Test func resolutionsNestedToTheLimit_inFlowsBegunInsideMakes_onA512KiBThread_succeed() {
        runOnThread(stackSize: smallThreadStack) {
            // 127 chain frames, and the level lookups one frame above the deepest: 128, the limit exactly.
            #expect(deepChain(127) == 127)
        }
    }

    @Test func oneLevelPastTheLimit_onA512KiBThread_stopsWithTheChain_notAStackOverflow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            runOnThread(stackSize: smallThreadStack) { _ = deepChain(200) }
        }
        let message = result?.rivetMessage ?? "no Rivet message (a crash?)"
        #expect(message.hasPrefix("Rivet: resolution nested deeper than 128 components (DeepChainKey -> DeepChainKey"), "\(message)")
    }

    @Test func flowsNested100000Deep_eachHoldingValues_releasedOnA512KiBThread() {
        let depth = max(100_000, StressKnobs.churn)
        let root = Factory(TestAssembly { registry in
            registry.register(DeepValueKey.self, .flow)
        })
        runOnThread(stackSize: smallThreadStack) {
            var flow = root.beginFlow()
            _ = flow[DeepValueKey.self]
            for level in 1..<depth {
                // Each level registers the value itself, so resolving it does not walk the levels above.
                flow = flow.beginFlow(DeepLevelAssembly(level: level, ownValue: true))
                if level % 3 == 0 { _ = flow[DeepValueKey.self] }
            }
            #expect(flow[DeepLevelKey.self] == depth - 1)
            // `flow` goes here, and with it every level and its value.
        }
    }
}
#endif
