#if canImport(Glibc)
import Glibc
import Rivet
import RivetTestSupport
import Synchronization
import Testing

// A randomized mix over per-argument caches, for as long as RIVET_STRESS_SECONDS says: threads resolve
// per-argument singletons and flow values for arguments that keep the caches evicting, from the root and from
// flows that begin and end, while other threads override and reset the registrations. Every value handed out is
// a live canary of the argument asked for; a singleton value is built once per argument and cache; a deadlock is
// caught by the watchdog; everything built is released at the end.

final class StressItem: StressCanary, @unchecked Sendable {
    let id: Int
    init(_ id: Int, _ census: Census) {
        self.id = id
        super.init(census)
    }
}

struct StressItemKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> StressItem { fatalError("registered") }
}
struct StressFlowItemKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> StressItem { fatalError("registered") }
}
struct StressDependencyKey: InjectionKey {
    static func make(_ values: InjectedValues) -> StressItem { fatalError("registered") }
}

@Suite struct ArgumentCacheStressTests {
    @Test func randomMixOfResolutionsEvictionsFlowsOverridesAndResets_handsOutLiveValuesOfTheRightArgument() {
        let census = Census("per-argument value")
        let violations = Violations()
        let threads = max(4, StressKnobs.threads)
        let seed = StressKnobs.seed
        reportLine("argument cache stress: seed \(seed), \(threads) threads, \(StressKnobs.rounds) rounds of \(StressKnobs.seconds) s")
        for round in 0..<StressKnobs.rounds {
            let assembly = TestAssembly { registry in
                registry.register(StressDependencyKey.self, .singleton) { _ in StressItem(-1, census) }
                registry.register(StressItemKey.self, .singleton(keepingAtMost: 3)) { values, id in
                    values[StressDependencyKey.self].check("a per-argument singleton's dependency")
                    if id % 4 == 0 { usleep(20) }
                    return StressItem(id, census)
                }
                registry.register(StressFlowItemKey.self, .flow(keepingAtMost: 2)) { values, id in
                    values[StressItemKey.self, id % 5].check("a flow value's per-argument singleton")
                    return StressItem(id, census)
                }
            }
            do {
                let factory = Factory(assembly)
                let flows = StressLocked<[Factory]>((0..<4).map { _ in factory.beginFlow() })
                let deadline = stressNow() + StressKnobs.seconds
                let watchdog = StallWatchdog(workers: threads, context: "argument cache stress, round \(round), seed \(seed)")
                watchdog.watch {
                    runThreads(threads) { index in
                        var random = SplitMix64(seed: seed &+ UInt64(round * 1_000 + index))
                        var operation = 0
                        while stressNow() < deadline {
                            operation += 1
                            watchdog.heartbeats[index].beat(operation)
                            let id = Int(random.next() % 8)
                            switch random.next() % 100 {
                            case 0..<40:
                                let item = factory[StressItemKey.self, id]
                                item.check("a per-argument singleton")
                                if item.id != id { violations.add("asked for \(id), got \(item.id)") }
                            case 40..<75:
                                let flow = flows.withLock { $0[Int(random.next() % 4)] }
                                let item = flow[StressFlowItemKey.self, id]
                                item.check("a flow value")
                                if item.id != id { violations.add("flow: asked for \(id), got \(item.id)") }
                            case 75..<85:
                                let fresh = factory.beginFlow()
                                flows.withLock { $0[Int(random.next() % 4)] = fresh }
                            case 85..<90:
                                factory.override(StressItemKey.self) { values, id in
                                    values[StressDependencyKey.self].check("an override's dependency")
                                    return StressItem(id, census)
                                }
                            case 90..<93:
                                factory.reset()
                            default:
                                let flow = flows.withLock { $0[Int(random.next() % 4)] }
                                if random.next() % 2 == 0 { flow.reset() } else {
                                    flow.override(StressFlowItemKey.self) { _, id in StressItem(id, census) }
                                }
                            }
                        }
                        watchdog.heartbeats[index].finished.store(true, ordering: .relaxed)
                    }
                }
            }
            #expect(census.live.load(ordering: .relaxed) == 0, "values still alive after their factories went")
        }
        #expect(violations.all.isEmpty)
        reportLine("argument cache stress: \(census.made.load(ordering: .relaxed)) values built")
    }

    @Test func singletonPerArgument_builtOncePerArgumentAndCache_underEvictionFreeContention() {
        // With a limit above the arguments in play, no eviction happens: each argument's make runs once.
        let census = Census("once per argument")
        let builds = StressLocked<[Int: Int]>([:])
        let factory = Factory(TestAssembly { registry in
            registry.register(StressItemKey.self, .singleton(keepingAtMost: 64)) { _, id in
                builds.withLock { $0[id, default: 0] += 1 }
                usleep(UInt32(id % 3) * 30)
                return StressItem(id, census)
            }
        })
        let threads = max(4, StressKnobs.threads)
        let barrier = StressBarrier(threads)
        runThreads(threads) { index in
            barrier.arrive()
            var random = SplitMix64(seed: UInt64(index) &+ 99)
            for _ in 0..<max(2_000, StressKnobs.churn / 10) {
                let id = Int(random.next() % 64)
                factory[StressItemKey.self, id].check("a per-argument singleton")
            }
        }
        #expect(builds.withLock { $0.values.allSatisfy { $0 == 1 } })
    }
}
#endif
