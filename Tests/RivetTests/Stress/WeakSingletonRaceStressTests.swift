#if canImport(Glibc)
import Glibc
import Rivet
import RivetTestSupport
import Synchronization
import Testing

// Weak singletons resolved and released by many threads at once: the value is rebuilt only when nobody
// holds it, never handed out freed, and two threads holding it at the same moment hold the same one.

final class WeakRaceValue: StressCanary, @unchecked Sendable {}

struct WeakRaceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> WeakRaceValue { fatalError("registered") }
}
struct WeakRaceSingletonKey: InjectionKey {
    static func make(_ values: InjectedValues) -> WeakRaceValue { fatalError("registered") }
}

/// Which instance the threads hold right now, and how many of them hold it.
final class HeldInstance: Sendable {
    private let held = StressLocked<(identity: ObjectIdentifier?, holders: Int)>((nil, 0))
    let violations = Atomic<Int>(0)

    /// Call after resolving: fails if another instance is held by some thread at this moment.
    func enter(_ value: AnyObject) {
        held.withLock { held in
            if held.holders > 0, held.identity != ObjectIdentifier(value) { violations.add(1, ordering: .relaxed) }
            held.identity = ObjectIdentifier(value)
            held.holders += 1
        }
    }

    /// Call before letting go of the value.
    func leave() {
        held.withLock { held in
            held.holders -= 1
            if held.holders == 0 { held.identity = nil }
        }
    }
}

@Suite struct WeakSingletonRaceStressTests {
    @Test func weakSingleton_resolvedAndReleasedByManyThreads_isSharedWhileHeld_andNeverFreedWhenHandedOut() {
        let census = Census("weak")
        let singletons = Census("singleton")
        let rebuilt = Atomic<Int>(0)
        let factory = Factory(TestAssembly { registry in
            registry.register(WeakRaceKey.self, .weakSingleton) { values in
                rebuilt.add(1, ordering: .relaxed)
                values[WeakRaceSingletonKey.self].check("the weak singleton's dependency")
                if Int.random(in: 0..<16) == 0 { usleep(50) }
                return WeakRaceValue(census)
            }
            registry.register(WeakRaceSingletonKey.self, .singleton) { _ in WeakRaceValue(singletons) }
        })
        let flow = factory.beginFlow()
        let held = HeldInstance()
        let rounds = max(3_000, StressKnobs.churn / 5)
        let watchdog = StallWatchdog(workers: 8, context: "weak singleton race")
        watchdog.watch {
            runThreads(8) { index in
                var random = SplitMix64(seed: UInt64(index) &+ 17)
                for round in 0..<rounds {
                    watchdog.heartbeats[index].beat(round)
                    let value = (round % 2 == 0 ? factory : flow)[WeakRaceKey.self]
                    value.check("weak singleton")
                    held.enter(value)
                    if random.next() % 8 == 0 { usleep(UInt32(random.next() % 30)) }
                    held.leave()
                    // Let go for a while now and then, so that nobody holds it and the next resolution rebuilds.
                    if random.next() % 4 == 0 { usleep(UInt32(random.next() % 200)) }
                }
            }
        }
        #expect(held.violations.load(ordering: .relaxed) == 0, "two threads held different instances at once")
        #expect(census.live.load(ordering: .relaxed) == 0)
        reportLine("weak singleton race: \(rebuilt.load(ordering: .relaxed)) builds over \(8 * rounds) resolutions")
    }

    /// A weak singleton whose deinit resolves the same weak singleton's key from the same factory: the
    /// resolution in the deinit builds a new one (the old one is gone), with no lock held.
    @Test func weakSingletonWhoseDeinitResolvesAnotherWeakSingleton_fromManyThreads_completes() {
        final class Chained: StressCanary, @unchecked Sendable {
            let onDeinit: @Sendable () -> Void
            init(_ census: Census, _ onDeinit: @escaping @Sendable () -> Void) {
                self.onDeinit = onDeinit
                super.init(census)
            }
            deinit { onDeinit() }
        }
        struct ChainedKey: InjectionKey { static func make(_ values: InjectedValues) -> Chained { fatalError("registered") } }
        struct OtherKey: InjectionKey { static func make(_ values: InjectedValues) -> WeakRaceValue { fatalError("registered") } }
        let census = Census("chained")
        let holder = FactoryHolder()
        let factory = Factory(TestAssembly { registry in
            registry.register(ChainedKey.self, .weakSingleton) { _ in
                Chained(census) { holder.weakFactory?[OtherKey.self].check("resolved in a weak singleton's deinit") }
            }
            registry.register(OtherKey.self, .weakSingleton) { _ in WeakRaceValue(census) }
        })
        holder.weakFactory = factory
        let watchdog = StallWatchdog(workers: 4, context: "weak singleton deinit resolving")
        watchdog.watch {
            runThreads(4) { index in
                for round in 0..<2_000 {
                    watchdog.heartbeats[index].beat(round)
                    factory[ChainedKey.self].check("chained")
                }
            }
        }
        #expect(census.live.load(ordering: .relaxed) == 0)
    }
}
#endif
