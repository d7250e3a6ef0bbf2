import Foundation
import Rivet
import RivetTestSupport
import Testing

// Waits that are not cycles complete, on this machine's two-thread cooperative pool too: a hundred builds each
// awaiting the next, from a hundred tasks at once; async makes that block every thread of the pool resolving a
// sync singleton another thread builds; a flow begun and warmed up inside a make. The first two run in exit
// tests whose watchdog ends a hung child (exit code 124).

/// A sync singleton built on a thread of its own while async makes resolve it.
struct SlowSyncSingletonKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Opened { Opened("unregistered") }
}

enum AsyncWaits {
    /// The exit test's body: a chain of 100 async singletons, each awaiting the next, awaited from 100 tasks at
    /// once (one per key) and warmed up: every task gets its value, each built once, on a two-thread pool too.
    static func aHundredBuildsEachAwaitingTheNext() async {
        Watchdog.start("100 async builds, each awaiting the next, from 100 tasks")
        let keys = NumberedKeys.first(100)
        let counter = BuildCounter()
        let factory = Factory(TestAssembly { registry in
            for (index, key) in keys.enumerated() {
                key.registerAsync(&registry) { values in
                    counter.count("\(index)")
                    await Task.yield()
                    return Opened("\(index)", index == 99 ? [] : [try await keys[index + 1].awaited(values)])
                }
            }
        })
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for key in keys.reversed() { group.addTask { _ = try await key.awaited(factory) } }
                group.addTask { try await factory.warmUp() }
                try await group.waitForAll()
            }
        } catch {
            reportLine("failed: \(error)")
            exit(3)
        }
        guard (0..<100).allSatisfy({ counter["\($0)"] == 1 }), keys[0].read(factory).dependencies[0] === keys[1].read(factory) else {
            reportLine("a key was built more than once, or not shared")
            exit(4)
        }
    }

    /// The exit test's body: a sync singleton is built on a thread of its own, slowly; as many async makes as the
    /// machine has cores resolve it synchronously meanwhile, blocking every thread of the cooperative pool until
    /// it is published. They all complete: the blocked threads wait for a thread outside the pool.
    static func asyncMakesBlockingOnASyncSingletonBuiltElsewhere() async {
        Watchdog.start("async makes resolving a sync singleton another thread builds")
        let makers = max(2, ProcessInfo.processInfo.activeProcessorCount)
        let keys = NumberedKeys.first(makers)
        let inside = DispatchSemaphore(value: 0)
        let asyncMakesArrived = DispatchSemaphore(value: 0)
        let factory = Factory(TestAssembly { registry in
            registry.register(SlowSyncSingletonKey.self, .singleton) { _ in
                inside.signal()
                for _ in 0..<makers { asyncMakesArrived.wait() }
                usleep(20_000)  // lets the async makes block in the claim
                return Opened("slow")
            }
            for key in keys {
                key.registerAsync(&registry) { values in
                    asyncMakesArrived.signal()
                    return Opened("async", [values[SlowSyncSingletonKey.self]])
                }
            }
        })
        Thread { _ = factory[SlowSyncSingletonKey.self] }.start()
        inside.wait()
        do {
            try await factory.warmUp()
        } catch {
            reportLine("failed: \(error)")
            exit(3)
        }
        guard keys.allSatisfy({ $0.read(factory).dependencies[0] === factory[SlowSyncSingletonKey.self] }) else {
            reportLine("an async make read another value")
            exit(4)
        }
    }
}

extension Soundness {
    @Suite struct AsyncWaitTests {
        @Test func aHundredBuildsEachAwaitingTheNext_fromAHundredTasksAtOnce_complete() async {
            await #expect(processExitsWith: .success) {
                await AsyncWaits.aHundredBuildsEachAwaitingTheNext()
            }
        }

        @Test func asyncMakesBlockingEveryPoolThread_onASyncSingletonBuiltOnAnotherThread_complete() async {
            await #expect(processExitsWith: .success) {
                await AsyncWaits.asyncMakesBlockingOnASyncSingletonBuiltElsewhere()
            }
        }

        @Test func aWarmUpOfAFlowBegunInsideAMake_buildsTheFlowsComponents() async throws {
            let factory = Factory(TestAssembly { registry in
                registry.registerAsync(AsyncAKey.self) { values in
                    let flow = Factory.current.beginFlow(TestAssembly { _ in })
                    try await flow.warmUp()
                    return Opened("A", [flow[AsyncBKey.self], try await values.resolve(AsyncCKey.self)])
                }
                registry.registerAsync(AsyncBKey.self, .flow) { values in Opened("B", [try await values.resolve(AsyncCKey.self)]) }
                registry.registerAsync(AsyncCKey.self) { _ in Opened("C") }
            })
            let a = try await factory.resolve(AsyncAKey.self)
            #expect(a.dependencies[0].dependencies[0] === factory[AsyncCKey.self])
            #expect(a.dependencies[1] === factory[AsyncCKey.self])
        }
    }
}
