import Foundation
import Rivet
import RivetTestSupport
import Testing

// Threads meeting in one per-argument cache: the same argument is built exactly once while the cache holds it,
// distinct arguments are built once each and never handed to each other, evictions racing builds hand out only
// values of the argument asked for, a flow ending while its cache is in use frees nothing in use, and a cycle
// across threads through a per-argument singleton ends in the cycle message, not a hang.

/// A per-argument value that knows its argument and whether it was freed.
final class RaceItem: Sendable {
    let id: Int
    private let alive = Locked(true)
    init(_ id: Int) { self.id = id }
    deinit { alive.withLock { $0 = false } }
    var isAlive: Bool { alive.withLock { $0 } }
}

struct RaceItemKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> RaceItem { RaceItem(id) }
}

/// Builds counted per argument.
final class BuildsPerArgument: Sendable {
    private let counts = Locked<[Int: Int]>([:])
    func built(_ id: Int) { counts.withLock { $0[id, default: 0] += 1 } }
    var all: [Int: Int] { counts.withLock { $0 } }
}

struct CrossArgumentLeftKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> Thing { Thing("unregistered") }
}

enum ArgumentCrossCycle {
    static let messages = [
        RivetError.dependencyCycle(chain: ["CrossArgumentLeftKey", "ThingKey", "CrossArgumentLeftKey"]).description,
        RivetError.dependencyCycle(chain: ["ThingKey", "CrossArgumentLeftKey", "ThingKey"]).description,
    ]

    /// Thread 1 builds the per-argument value of 1, which needs the singleton `ThingKey`; thread 2 builds that
    /// singleton, which needs the per-argument value of 1. Each waits for the other's build.
    static func resolveFromTwoThreads() -> Never {
        Watchdog.start("a cycle across threads through a per-argument singleton")
        let leftInside = DispatchSemaphore(value: 0)
        let rightInside = DispatchSemaphore(value: 0)
        let factory = Factory(TestAssembly { registry in
            registry.register(CrossArgumentLeftKey.self, .singleton) { values, id in
                leftInside.signal()
                rightInside.wait()
                return Thing("\(id) with \(values.thing.label)")
            }
            registry.register(ThingKey.self, .singleton) { values in
                rightInside.signal()
                leftInside.wait()
                return Thing("thing with \(values[CrossArgumentLeftKey.self, 1].label)")
            }
        })
        onThreads(2) { index in
            _ = index == 0 ? factory[CrossArgumentLeftKey.self, 1] : factory.thing
        }
        reportLine("both sides of the cycle were built")
        exit(3)
    }
}

extension Soundness {
    @Suite struct ArgumentCacheRaceTests {
        @Test func manyThreadsAskingForOneNewArgument_getOneValue_builtOnce() {
            for _ in 0..<50 {
                let builds = BuildsPerArgument()
                let factory = Factory(TestAssembly { registry in
                    registry.register(RaceItemKey.self, .singleton) { _, id in
                        builds.built(id)
                        usleep(200)
                        return RaceItem(id)
                    }
                })
                let start = StartLine(runners: 8)
                let seen = Locked<Set<ObjectIdentifier>>([])
                onThreads(8) { _ in
                    start.wait()
                    let item = factory[RaceItemKey.self, 7]
                    seen.withLock { _ = $0.insert(ObjectIdentifier(item)) }
                }
                #expect(builds.all == [7: 1])
                #expect(seen.withLock { $0.count } == 1)
            }
        }

        @Test func manyThreadsAskingForDistinctArguments_getEachArgumentsValue_eachBuiltOnce() {
            let builds = BuildsPerArgument()
            let factory = Factory(TestAssembly { registry in
                registry.register(RaceItemKey.self, .singleton(keepingAtMost: 200)) { _, id in
                    builds.built(id)
                    return RaceItem(id)
                }
            })
            let start = StartLine(runners: 8)
            let values = Locked<[Int: Set<ObjectIdentifier>]>([:])
            let wrong = Locked(0)
            onThreads(8) { thread in
                start.wait()
                for round in 0..<2_000 {
                    let id = (round * 7 + thread * 13) % 200
                    let item = factory[RaceItemKey.self, id]
                    if item.id != id { wrong.withLock { $0 += 1 } }
                    values.withLock { _ = $0[id, default: []].insert(ObjectIdentifier(item)) }
                }
            }
            #expect(wrong.withLock { $0 } == 0, "a thread got another argument's value")
            #expect(builds.all.count == 200)
            #expect(builds.all.values.allSatisfy { $0 == 1 }, "an argument built twice while the cache held it")
            #expect(values.withLock { $0.values.allSatisfy { $0.count == 1 } })
        }

        @Test func evictionsRacingBuilds_handOutOnlyLiveValuesOfTheArgumentAskedFor() {
            let factory = Factory(TestAssembly { registry in
                registry.register(RaceItemKey.self, .singleton(keepingAtMost: 2)) { _, id in
                    if id % 3 == 0 { usleep(50) }   // slow builds, evicted while they run
                    return RaceItem(id)
                }
            })
            let wrong = Locked(0)
            onThreads(8) { thread in
                var random = SystemRandomNumberGenerator()
                for _ in 0..<5_000 {
                    let id = Int.random(in: 0..<6, using: &random)
                    let item = factory[RaceItemKey.self, id]
                    if item.id != id || !item.isAlive { wrong.withLock { $0 += 1 } }
                }
            }
            #expect(wrong.withLock { $0 } == 0)
        }

        @Test func flowEndingWhileOtherThreadsUseItsCache_freesNothingInUse() {
            let factory = Factory(TestAssembly { $0.register(RaceItemKey.self, .flow(keepingAtMost: 4)) })
            let current = Locked<Factory>(factory.beginFlow())
            let stop = Locked(false)
            let wrong = Locked(0)
            onThreads(6) { thread in
                if thread == 0 {
                    for _ in 0..<2_000 {
                        current.withLock { $0 = factory.beginFlow() }   // the previous flow ends when its users let go
                    }
                    stop.withLock { $0 = true }
                    return
                }
                var id = thread
                while !stop.withLock({ $0 }) {
                    let flow = current.withLock { $0 }
                    id = (id + 1) % 8
                    let item = flow[RaceItemKey.self, id]
                    if item.id != id || !item.isAlive || flow[RaceItemKey.self, id].id != id { wrong.withLock { $0 += 1 } }
                }
            }
            #expect(wrong.withLock { $0 } == 0)
        }

        @Test func resetsAndOverridesRacingResolutions_handOutTheRegisteredOrTheOverridingValue() {
            let factory = Factory(TestAssembly { $0.register(ItemKey.self, .singleton(keepingAtMost: 4)) })
            let stop = Locked(false)
            let wrong = Locked<[String]>([])
            onThreads(6) { thread in
                if thread == 0 {
                    for round in 0..<2_000 {
                        if round % 2 == 0 {
                            factory.override(ItemKey.self) { _, id in Thing("mock \(id)") }
                        } else {
                            factory.reset()
                        }
                    }
                    stop.withLock { $0 = true }
                    return
                }
                var id = thread
                while !stop.withLock({ $0 }) {
                    id = (id + 1) % 6
                    let label = factory[ItemKey.self, id].label
                    if label != "item \(id)" && label != "mock \(id)" { wrong.withLock { $0.append(label) } }
                    _ = factory.beginFlow()[ItemKey.self, id]
                }
            }
            #expect(wrong.withLock { $0 }.isEmpty)
        }

        @Test func cycleAcrossThreadsThroughAPerArgumentSingleton_stopsWithTheCycleMessage() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                ArgumentCrossCycle.resolveFromTwoThreads()
            }
            let output = try #require(result).standardError
            #expect(!output.contains(Watchdog.message), "hung: \(output)")
            #expect(ArgumentCrossCycle.messages.contains { output.contains($0) }, "\(output)")
        }
    }
}
