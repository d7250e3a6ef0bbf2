import Foundation
import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// Async components that need themselves: through 2, 3 or 32 awaits, within one task or across tasks that meet
// inside their makes, through the child tasks of a make (`async let`), through a sync component, or through a
// warm-up started inside a make. Each stops with the dependency-cycle message naming the chain, never a hang: it
// runs in an exit test whose watchdog ends a hung child (exit code 124, and no Rivet message). The waits that are
// not cycles complete: AsyncWaitTests.swift.

/// A sync singleton an async make resolves, whose make resolves the async component back.
struct CycleSyncMiddleKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Opened { Opened("unregistered") }
}

enum AsyncCycle {
    /// Every rotation of the cycle through `names`, as the message may name it from any of its keys.
    static func messages(_ names: [String]) -> [String] {
        names.indices.map { start in
            let rotated = Array(names[start...] + names[..<start])
            return RivetError.dependencyCycle(chain: rotated + [rotated[0]]).description
        }
    }

    /// A ring of `count` async singletons, each awaiting the next, the last the first. With `meeting`, each make
    /// first waits until all of them are being built, so that the ring closes across tasks.
    static func ring(_ keys: [any TypeNumber.Type], meeting: Bool) -> Factory {
        let rendezvous = Rendezvous(expecting: keys.count)
        return Factory(TestAssembly { registry in
            for (index, key) in keys.enumerated() {
                let next = keys[(index + 1) % keys.count]
                key.registerAsync(&registry) { values in
                    if meeting { _ = await rendezvous.meet() }
                    return Opened("\(index)", [try await next.awaited(values)])
                }
            }
        })
    }

    /// The exit test's body: one task per key of a ring of `count`, all at once. Exits 3 if all of them return.
    static func ringAcrossTasks(_ count: Int) async -> Never {
        Watchdog.start("a ring of \(count) async components awaited from \(count) tasks")
        let keys = NumberedKeys.first(count)
        let factory = ring(keys, meeting: true)
        await withTaskGroup(of: Void.self) { group in
            for key in keys { group.addTask { _ = try? await key.awaited(factory) } }
        }
        reportLine("every task of the ring returned")
        exit(3)
    }

    /// The exit test's body: one task awaits the first key of a ring of `count`.
    static func ringInOneTask(_ count: Int) async -> Never {
        Watchdog.start("a ring of \(count) async components awaited from one task")
        let keys = NumberedKeys.first(count)
        _ = try? await keys[0].awaited(ring(keys, meeting: false))
        reportLine("the ring was built")
        exit(3)
    }

    /// The exit test's body: a make that awaits its own key (in a flow when `inFlow`).
    static func selfAwait(inFlow: Bool) async -> Never {
        Watchdog.start("a make awaiting its own key")
        let key = NumberedKeys.first(1)[0]
        let factory = Factory(TestAssembly { registry in
            key.registerAsync(&registry, inFlow ? .flow : .singleton) { values in try await key.awaited(values) }
        })
        _ = try? await key.awaited(inFlow ? factory.beginFlow(TestAssembly { _ in }) : factory)
        reportLine("a make awaiting itself returned")
        exit(3)
    }

    /// The exit test's body: `0`'s make awaits `1` and `2` in child tasks (`async let`); `1` is built while `2` is,
    /// and `2`'s make awaits `0` once `1`'s child task has returned. `0` waits for `2` and `2` for `0`: a cycle
    /// through a child task, which its sibling's wait, ended first, must not hide.
    static func cycleThroughAChildTask() async -> Never {
        Watchdog.start("a cycle through a child task of a make (async let)")
        let keys = NumberedKeys.first(3)
        let twoStarted = Latch()
        let oneReturned = Latch()
        let factory = Factory(TestAssembly { registry in
            keys[0].registerAsync(&registry) { values in
                async let one: Opened = {
                    let value = try await keys[1].awaited(values)
                    oneReturned.open()
                    return value
                }()
                async let two = keys[2].awaited(values)
                return Opened("0", [try await one, try await two])
            }
            keys[1].registerAsync(&registry) { _ in
                await twoStarted.wait()
                return Opened("1")
            }
            keys[2].registerAsync(&registry) { values in
                twoStarted.open()
                await oneReturned.wait()
                return Opened("2", [try await keys[0].awaited(values)])
            }
        })
        _ = try? await keys[0].awaited(factory)
        reportLine("a cycle through a child task was built")
        exit(3)
    }

    /// The exit test's body: async `0`'s make resolves sync `CycleSyncMiddleKey` (through async `1` when
    /// `throughAnother`), whose make resolves `0` back.
    static func cycleThroughASyncComponent(throughAnother: Bool) async -> Never {
        Watchdog.start("a cycle through a sync component")
        let keys = NumberedKeys.first(2)
        let factory = Factory(TestAssembly { registry in
            keys[0].registerAsync(&registry) { values in
                throughAnother ? Opened("0", [try await keys[1].awaited(values)]) : values[CycleSyncMiddleKey.self]
            }
            keys[1].registerAsync(&registry) { values in values[CycleSyncMiddleKey.self] }
            registry.register(CycleSyncMiddleKey.self, .singleton) { values in Opened("middle", [keys[0].read(values)]) }
        })
        _ = try? await keys[0].awaited(factory)
        reportLine("a cycle through a sync component was built")
        exit(3)
    }

    /// The exit test's body: a make that warms up its own factory, which builds that make's component.
    static func warmUpInsideAMakeOfTheSameFactory() async -> Never {
        Watchdog.start("a warm-up inside a make of the factory it warms up")
        let key = NumberedKeys.first(1)[0]
        let factory = Mailbox<Factory>()
        factory.value = Factory(TestAssembly { registry in
            key.registerAsync(&registry) { _ in
                try await factory.value!.warmUp()
                return Opened("0")
            }
        })
        _ = try? await factory.value!.warmUp()
        reportLine("a warm-up inside a make of its own factory returned")
        exit(3)
    }
}

extension Soundness {
    @Suite struct AsyncCycleTests {
        @Test(arguments: [2, 3, 32])
        func aRingOfAsyncComponents_awaitedFromAsManyTasksMeetingInTheirMakes_stopsWithTheCycle(count: Int) async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [count] in
                await AsyncCycle.ringAcrossTasks(count)
            }
            let output = try #require(result)
            let names = NumberedKeys.first(count).map { $0.keyName }
            #expect(AsyncCycle.messages(names).contains(output.rivetMessage ?? ""), "\(output.standardError)")
        }

        @Test(arguments: [2, 3, 32])
        func aRingOfAsyncComponents_awaitedFromOneTask_stopsWithTheCycleFromTheFirst(count: Int) async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [count] in
                await AsyncCycle.ringInOneTask(count)
            }
            let names = NumberedKeys.first(count).map { $0.keyName }
            let output = try #require(result)
            #expect(output.rivetMessage == RivetError.dependencyCycle(chain: names + [names[0]]).description, "\(output.standardError)")
        }

        @Test(arguments: [false, true])
        func aMakeAwaitingItsOwnKey_stopsWithTheCycle(inFlow: Bool) async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [inFlow] in
                await AsyncCycle.selfAwait(inFlow: inFlow)
            }
            let name = NumberedKeys.first(1)[0].keyName
            let output = try #require(result)
            #expect(output.rivetMessage == RivetError.dependencyCycle(chain: [name, name]).description, "\(output.standardError)")
        }

        @Test func aCycleThroughAChildTaskOfAMake_whoseSiblingFinishedFirst_stopsWithTheCycle_notAHang() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await AsyncCycle.cycleThroughAChildTask()
            }
            let names = NumberedKeys.first(3).map { $0.keyName }
            let output = try #require(result)
            #expect(output.rivetMessage == RivetError.dependencyCycle(chain: [names[0], names[2], names[0]]).description, "\(output.standardError)")
        }

        @Test(arguments: [false, true])
        func aCycleThroughASyncComponent_stopsWithTheCycle_notTheNotBuiltMessage(throughAnother: Bool) async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [throughAnother] in
                await AsyncCycle.cycleThroughASyncComponent(throughAnother: throughAnother)
            }
            let names = NumberedKeys.first(2).map { $0.keyName }
            let chain = throughAnother ? [names[0], names[1], "CycleSyncMiddleKey", names[0]] : [names[0], "CycleSyncMiddleKey", names[0]]
            let output = try #require(result)
            #expect(output.rivetMessage == RivetError.dependencyCycle(chain: chain).description, "\(output.standardError)")
        }

        @Test func aWarmUpInsideAMake_ofTheFactoryBuildingIt_stopsWithTheCycle_notAHang() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await AsyncCycle.warmUpInsideAMakeOfTheSameFactory()
            }
            let name = NumberedKeys.first(1)[0].keyName
            let output = try #require(result)
            #expect(output.rivetMessage == RivetError.dependencyCycle(chain: [name, name]).description, "\(output.standardError)")
        }
    }
}
