#if canImport(Glibc)
import Glibc
import Rivet
import RivetTestSupport
import Synchronization
import Testing

// Factories built with no assemblies (`Factory()`, a test's isolated factory) from many threads: each
// thread's own, overridden and reset at once by every thread; and one shared by all of them.

final class BareValue: StressCanary, @unchecked Sendable {
    let owner: Int
    let generation: Int
    init(_ census: Census, owner: Int, generation: Int) {
        self.owner = owner
        self.generation = generation
        super.init(census)
    }
}
struct BareKey: InjectionKey {
    static func make(_ values: InjectedValues) -> BareValue { BareValue(bareLiveCensus, owner: -1, generation: -1) }
}
struct BareFlowKey: InjectionKey {
    static func make(_ values: InjectedValues) -> BareValue { BareValue(bareLiveCensus, owner: -1, generation: -1) }
}
let bareLiveCensus = Census("live default")

@Suite struct NoAssemblyFactoryStressTests {
    @Test func eachThreadsOwnEmptyFactory_overriddenAndReset_seesOnlyItsOwnRegistrations() {
        let census = Census("bare")
        let rounds = max(2_000, StressKnobs.churn / 4)
        let watchdog = StallWatchdog(workers: 8, context: "Factory() per thread")
        watchdog.watch {
            runThreads(8) { index in
                for round in 0..<rounds {
                    watchdog.heartbeats[index].beat(round)
                    let factory = Factory()
                    factory.override(BareKey.self, .singleton) { _ in BareValue(census, owner: index, generation: round) }
                    let value = factory[BareKey.self]
                    value.check("own override")
                    #expect(value.owner == index && value.generation == round)
                    #expect(factory[BareKey.self] === value)
                    factory.reset()
                    #expect(factory[BareKey.self].owner == -1, "a reset factory with no assemblies uses the live default")
                    let flow = factory.beginFlow()
                    flow.override(BareFlowKey.self, .flow) { _ in BareValue(census, owner: index, generation: round) }
                    #expect(flow[BareFlowKey.self] === flow[BareFlowKey.self])
                    flow.reset()
                }
            }
        }
        #expect(census.live.load(ordering: .relaxed) == 0)
    }

    @Test func oneEmptyFactory_overriddenResetAndResolvedByManyThreads_handsOutLiveValuesOfSomeRegistration() {
        let census = Census("bare")
        let factory = Factory()
        let rounds = max(3_000, StressKnobs.churn / 4)
        let watchdog = StallWatchdog(workers: 8, context: "one Factory() shared")
        watchdog.watch {
            runThreads(8) { index in
                var random = SplitMix64(seed: UInt64(index) &* 31 &+ 7)
                for round in 0..<rounds {
                    watchdog.heartbeats[index].beat(round)
                    switch random.next() % 8 {
                    case 0: factory.override(BareKey.self, .singleton) { _ in BareValue(census, owner: index, generation: round) }
                    case 1: factory.reset()
                    case 2: factory.override(BareFlowKey.self, .transient) { _ in BareValue(census, owner: index, generation: round) }
                    default:
                        let value = factory[BareKey.self]
                        value.check("shared factory's value")
                        factory[BareFlowKey.self].check("shared factory's transient")
                    }
                }
            }
        }
        factory.reset()
        #expect(census.live.load(ordering: .relaxed) == 0, "a reset releases every override's value: the assembled table is empty")
    }
}
#endif
