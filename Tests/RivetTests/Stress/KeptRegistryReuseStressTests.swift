#if canImport(Glibc)
import Glibc
import Rivet
import Synchronization
import RivetTestSupport
import Testing

// A kept registry (KeptRegistryIsolationTests) handed back by many threads at once, each factory adding
// contributions of its own, overriding, resetting and beginning flows that hand it back again: every factory and
// flow builds its singleton, its per-argument value (decorated) and its list from its own dependencies, and never
// sees another's contribution.
//
// The kept registry is not replaced while the threads run: a registry that then finds itself the last holder of
// the replaced table changes it in place, which is sound (the other holders' reads came before their releases)
// but invisible to the thread sanitizer, which does not see the runtime's reference counts; a ManagedBuffer
// copied on write the same way, without Rivet, is reported alike.

/// A list that the kept registry contributes to, and each factory and flow again.
struct KeptListKey: ListKey { typealias Element = String }

@Suite struct KeptRegistryReuseStressTests {
    @Test func keptRegistry_handedBackOnManyThreads_givesEachFactoryAndFlowItsOwnValues() {
        let violations = Violations()
        let keeping = KeepingAssembly { registry in
            registry.register(KeptSingletonKey.self, .singleton)
            registry.onCreate(KeptSingletonKey.self) { _, _ in }
            registry.register(KeptPerArgumentKey.self, .singleton)
            registry.decorate(KeptPerArgumentKey.self) { _, _, value in Thing(value.label + " decorated") }
            registry.contribute(KeptListKey.self) { values in "kept from \(values.thing.label)" }
        }
        _ = Factory(keeping)
        let threads = 4
        let iterations = LongRun.size(quick: 60, full: 3_000)
        let watchdog = StallWatchdog(workers: threads, context: "kept registry handed back on many threads")
        watchdog.watch {
            runThreads(threads) { index in
                func expect(_ holds: Bool, _ message: @autoclosure () -> String) {
                    if !holds { violations.add(message()) }
                }
                for round in 0..<iterations {
                    watchdog.heartbeats[index].beat(round)
                    let label = "\(index).\(round)"
                    let factory = Factory(keeping.handingBack, TestAssembly { $0.contribute(KeptListKey.self) { _ in label } })
                    factory.override(ThingKey.self) { _ in Thing(label) }
                    let singleton = factory[KeptSingletonKey.self]
                    expect(singleton.label == "built from \(label)", "\(label): singleton \(singleton.label)")
                    let perArgument = factory[KeptPerArgumentKey.self, round].label
                    expect(perArgument == "\(round) built from \(label) decorated", "\(label): per argument \(perArgument)")
                    let list = factory[KeptListKey.self]
                    expect(list == ["kept from \(label)", label], "\(label): list \(list)")
                    let flow = factory.beginFlow(TestAssembly { registry in
                        registry = keeping.kept.value!
                        registry.contribute(KeptListKey.self) { _ in "flow \(label)" }
                    })
                    let flowSingleton = flow[KeptSingletonKey.self]
                    expect(flowSingleton !== singleton, "\(label): the flow got its parent's singleton")
                    expect(flowSingleton.label == "built from \(label)", "\(label): flow singleton \(flowSingleton.label)")
                    let flowList = flow[KeptListKey.self]
                    expect(flowList.count == 4 && flowList.contains("flow \(label)") && flowList.contains(label),
                           "\(label): flow list \(flowList)")
                    if round % 3 == 0 {
                        factory.reset()
                        let reset = factory[KeptSingletonKey.self]
                        expect(reset !== singleton && reset.label == "built from live", "\(label): after reset \(reset.label)")
                        expect(factory[KeptListKey.self] == ["kept from live", label], "\(label): list after reset")
                    }
                }
                watchdog.heartbeats[index].finished.store(true, ordering: .relaxed)
            }
        }
        #expect(violations.all.isEmpty, "\(violations.all.prefix(5))")
    }
    @Test func factoryFromAKeptRegistry_resetOverriddenAndFlowedOnManyThreads_buildsOnlyFromRegistrationsInForce() {
        let violations = Violations()
        let keeping = KeepingAssembly { registry in
            registry.register(KeptSingletonKey.self, .singleton)
            registry.register(KeptPerArgumentKey.self, .singleton)
            registry.contribute(KeptListKey.self) { values in "kept from \(values.thing.label)" }
        }
        _ = Factory(keeping)
        let factory = Factory(keeping.handingBack)
        let threads = 4
        let iterations = LongRun.size(quick: 150, full: 5_000)
        let watchdog = StallWatchdog(workers: threads, context: "one factory from a kept registry, raced")
        watchdog.watch {
            runThreads(threads) { index in
                for round in 0..<iterations {
                    watchdog.heartbeats[index].beat(round)
                    switch (index, round % 3) {
                    case (0, 0): factory.reset()
                    case (0, _): factory.override(ThingKey.self) { _ in Thing("mocked") }
                    case (1, _):
                        let flow = factory.beginFlow(keeping.handingBack)
                        let label = flow[KeptSingletonKey.self].label
                        if label != "built from live" && label != "built from mocked" { violations.add("flow: \(label)") }
                    default:
                        let label = factory[KeptSingletonKey.self].label
                        let perArgument = factory[KeptPerArgumentKey.self, round % 5].label
                        let list = factory[KeptListKey.self]
                        if label != "built from live" && label != "built from mocked" { violations.add("singleton: \(label)") }
                        if !perArgument.hasPrefix("\(round % 5) built from ") { violations.add("per argument: \(perArgument)") }
                        if list.count != 1 { violations.add("list: \(list)") }
                    }
                }
                watchdog.heartbeats[index].finished.store(true, ordering: .relaxed)
            }
        }
        #expect(violations.all.isEmpty, "\(violations.all.prefix(5))")
    }
}
#endif
