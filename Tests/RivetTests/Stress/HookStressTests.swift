#if canImport(Glibc)
import Glibc
import Rivet
import RivetTestSupport
import Synchronization
import Testing

// Hooks under contention: many threads asking at once for new singletons, flow components and per-argument
// values whose decorations return other instances and whose actions resolve other keys. Every thread gets the
// decorated instance, after its actions ran, and each runs once per new value.

final class HookedValue: StressCanary, @unchecked Sendable {
    let layer: String
    let inner: HookedValue?
    let actions = Atomic<Int>(0)
    init(_ layer: String, around inner: HookedValue? = nil, _ census: Census) {
        self.layer = layer
        self.inner = inner
        super.init(census)
    }
}

struct HookedSingletonKey: InjectionKey {
    static func make(_ values: InjectedValues) -> HookedValue { fatalError("registered") }
}
struct HookedFlowKey: InjectionKey {
    static func make(_ values: InjectedValues) -> HookedValue { fatalError("registered") }
}
struct HookedItemKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> HookedValue { fatalError("registered") }
}
struct HookDependencyKey: InjectionKey {
    static func make(_ values: InjectedValues) -> HookedValue { fatalError("registered") }
}

@Suite struct HookStressTests {
    @Test func decoratedValuesBuiltUnderContention_everyThreadGetsTheDecoratedInstance_afterItsActionsRanOnce() {
        let census = Census("hooked")
        let violations = Violations()
        let decorations = Atomic<Int>(0)
        let threads = max(4, StressKnobs.threads)
        for round in 0..<max(20, StressKnobs.rounds * 10) {
            let factory = Factory(TestAssembly { registry in
                registry.register(HookDependencyKey.self, .singleton) { _ in HookedValue("dependency", census) }
                registry.register(HookedSingletonKey.self, .singleton) { _ in HookedValue("core", census) }
                registry.register(HookedFlowKey.self, .flow) { _ in HookedValue("core", census) }
                registry.register(HookedItemKey.self, .singleton(keepingAtMost: 4)) { _, _ in HookedValue("core", census) }
                registry.decorate(HookedSingletonKey.self) { values, value in
                    decorations.add(1, ordering: .relaxed)
                    values[HookDependencyKey.self].check("a decoration's dependency")
                    usleep(100)
                    return HookedValue("decorated", around: value, census)
                }
                registry.onCreate(HookedSingletonKey.self) { values, value in
                    values[HookDependencyKey.self].check("an action's dependency")
                    value.actions.add(1, ordering: .relaxed)
                }
                registry.decorate(HookedFlowKey.self) { _, value in HookedValue("decorated", around: value, census) }
                registry.onCreate(HookedFlowKey.self) { _, value in value.actions.add(1, ordering: .relaxed) }
                registry.decorate(HookedItemKey.self) { values, _, value in
                    _ = values[HookedSingletonKey.self]
                    return HookedValue("decorated", around: value, census)
                }
                registry.onCreate(HookedItemKey.self) { _, _, value in value.actions.add(1, ordering: .relaxed) }
            })
            let flows = (0..<2).map { _ in factory.beginFlow() }
            let barrier = StressBarrier(threads)
            runThreads(threads) { index in
                barrier.arrive()
                for step in 0..<50 {
                    let values = [
                        factory[HookedSingletonKey.self],
                        flows[(index + step) % 2][HookedFlowKey.self],
                        factory[HookedItemKey.self, (index + step) % 6],
                    ]
                    for value in values {
                        value.check("a hooked value")
                        if value.layer != "decorated" || value.inner?.layer != "core" {
                            violations.add("round \(round): got the \(value.layer) layer, not the decorated one")
                        }
                        if value.actions.load(ordering: .relaxed) != 1 {
                            violations.add("round \(round): got a value whose actions ran \(value.actions.load(ordering: .relaxed)) times")
                        }
                    }
                }
            }
            #expect(factory[HookedSingletonKey.self] === factory[HookedSingletonKey.self])
        }
        #expect(decorations.load(ordering: .relaxed) == max(20, StressKnobs.rounds * 10), "one decoration per singleton")
        #expect(violations.all.isEmpty)
        #expect(census.live.load(ordering: .relaxed) == 0)
    }
}
#endif
