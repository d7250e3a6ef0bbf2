#if canImport(Glibc)
import Glibc
import Rivet
import RivetTestSupport
import Synchronization
import Testing

// Makes that wait for other threads: no lock is held while a make runs, so a make may wait for a thread
// that resolves other singletons of the same factory (or of another), and an unrelated first resolution
// never waits behind a slow make. A watchdog turns a deadlock into a failure with a message.

final class BlockedValue: Sendable {
    let label: String
    init(_ label: String) { self.label = label }
}

struct BlockedFirstKey: InjectionKey { static func make(_ values: InjectedValues) -> BlockedValue { BlockedValue("first") } }
struct BlockedSecondKey: InjectionKey { static func make(_ values: InjectedValues) -> BlockedValue { BlockedValue("second") } }
struct BlockedUnrelatedKey: InjectionKey { static func make(_ values: InjectedValues) -> BlockedValue { BlockedValue("unrelated") } }

@Suite struct BlockedBuilderStressTests {
    /// Thread 1 builds First, whose make waits on a semaphore. Thread 2 builds Second, whose make first
    /// resolves an unrelated singleton, then signals the semaphore, then resolves First (still being built).
    @Test func makeWaitingForAThread_thatResolvesSingletonsOfTheSameFactory_doesNotDeadlock() {
        let watchdog = StallWatchdog(workers: 1, context: "semaphore between two makes")
        watchdog.watch {
            for round in 0..<200 {
                watchdog.heartbeats[0].beat(round)
                let semaphore = StressSemaphore()
                let factory = Factory(TestAssembly { registry in
                    registry.register(BlockedFirstKey.self, .singleton) { _ in
                        semaphore.wait()
                        return BlockedValue("first")
                    }
                    registry.register(BlockedSecondKey.self, .singleton) { values in
                        _ = values[BlockedUnrelatedKey.self]
                        semaphore.signal()
                        return BlockedValue("second " + values[BlockedFirstKey.self].label)
                    }
                    registry.register(BlockedUnrelatedKey.self, .singleton)
                })
                runThreads(2) { index in
                    if index == 0 {
                        #expect(factory[BlockedFirstKey.self].label == "first")
                    } else {
                        #expect(factory[BlockedSecondKey.self].label == "second first")
                    }
                }
            }
        }
    }

    /// A make that hands work to another thread and waits for it, where that thread resolves singletons
    /// of the same factory (the DispatchQueue.main.sync shape, with a thread of its own).
    @Test func makeWaitingForAnotherThreadsResolution_inTheSameFactory_completes() {
        final class Holder: @unchecked Sendable { weak var factory: Factory? }
        let holder = Holder()
        let factory = Factory(TestAssembly { registry in
            registry.register(BlockedFirstKey.self, .singleton) { _ in
                let done = StressSemaphore()
                let result = StressLocked<String>("")
                let helper = startThread {
                    // The same factory, another singleton, and another whose make resolves a third.
                    let second = holder.factory![BlockedSecondKey.self].label
                    result.withLock { $0 = second }
                    done.signal()
                }
                done.wait()
                joinThread(helper)
                return BlockedValue(result.withLock { $0 })
            }
            registry.register(BlockedSecondKey.self, .singleton) { values in
                BlockedValue("second + " + values[BlockedUnrelatedKey.self].label)
            }
            registry.register(BlockedUnrelatedKey.self, .singleton)
        })
        holder.factory = factory
        StallWatchdog(workers: 1, context: "make waiting for another thread").watch {
            #expect(factory[BlockedFirstKey.self].label == "second + unrelated")
        }
    }

    /// Two root factories (an app and a feature module) whose singletons resolve each other's, first
    /// resolved from two threads at once in opposite orders, many times: no deadlock.
    @Test func twoFactories_whoseSingletonsResolveEachOthers_fromTwoThreads_neverDeadlock() {
        final class Peers: @unchecked Sendable { var app: Factory?; var feature: Factory? }
        let watchdog = StallWatchdog(workers: 2, context: "two factories resolving each other's singletons")
        watchdog.watch {
            for round in 0..<300 {
                let peers = Peers()
                peers.app = Factory(TestAssembly { registry in
                    registry.register(BlockedFirstKey.self, .singleton) { _ in
                        usleep(50)
                        return BlockedValue("app first, " + peers.feature![BlockedUnrelatedKey.self].label)
                    }
                    registry.register(BlockedSecondKey.self, .singleton)
                })
                peers.feature = Factory(TestAssembly { registry in
                    registry.register(BlockedUnrelatedKey.self, .singleton) { _ in
                        usleep(50)
                        return BlockedValue("feature")
                    }
                    registry.register(BlockedFirstKey.self, .singleton) { _ in
                        BlockedValue("feature first, " + peers.app![BlockedSecondKey.self].label)
                    }
                })
                let app = peers.app!
                let feature = peers.feature!
                runThreads(2) { index in
                    watchdog.heartbeats[index].beat(round)
                    if index == 0 {
                        #expect(app[BlockedFirstKey.self].label == "app first, feature")
                    } else {
                        #expect(feature[BlockedFirstKey.self].label == "feature first, second")
                    }
                }
                peers.app = nil
                peers.feature = nil
            }
        }
    }

    /// One slow make at launch must not stall other threads' first resolutions of other singletons.
    @Test func slowMake_doesNotDelayAnUnrelatedFirstResolution() {
        let started = StressSemaphore()
        let release = StressSemaphore()
        let factory = Factory(TestAssembly { registry in
            registry.register(BlockedFirstKey.self, .singleton) { _ in
                started.signal()
                release.wait()
                return BlockedValue("slow")
            }
            registry.register(BlockedSecondKey.self, .singleton)
            registry.register(BlockedUnrelatedKey.self, .singleton) { values in
                BlockedValue("unrelated + " + values[BlockedSecondKey.self].label)
            }
        })
        let slow = startThread { _ = factory[BlockedFirstKey.self] }
        started.wait()
        let flow = factory.beginFlow()
        // The slow make is released only after these return: were they to wait behind it, they would never return,
        // and the watchdog would name them.
        StallWatchdog(workers: 1, context: "unrelated resolution behind a slow make").watch {
            #expect(factory[BlockedUnrelatedKey.self].label == "unrelated + second")
            #expect(flow[BlockedSecondKey.self].label == "second")
        }
        release.signal()
        joinThread(slow)
    }
}
#endif
