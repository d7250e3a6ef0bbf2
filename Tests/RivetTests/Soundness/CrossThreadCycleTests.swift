import Foundation
import Rivet
import RivetTestSupport
import Testing

// Issue 10, item 6: a dependency cycle that spans two threads ends in the cycle error, not a hang. `Left`'s make
// needs `Right` and `Right`'s needs `Left`; two threads begin them at once and meet inside the makes, so that
// each then waits for the value the other thread is building. Runs in an exit test with a watchdog.

struct CrossCycleLeftKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("unregistered") }
}

struct CrossCycleRightKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("unregistered") }
}

enum CrossThreadCycle {
    /// The messages the run may stop with: the cycle as seen from either key.
    static let messages = [
        RivetError.dependencyCycle(chain: ["CrossCycleLeftKey", "CrossCycleRightKey", "CrossCycleLeftKey"]).description,
        RivetError.dependencyCycle(chain: ["CrossCycleRightKey", "CrossCycleLeftKey", "CrossCycleRightKey"]).description,
    ]

    /// The exit test's body. Each make signals that it is inside, waits until the other is too, then resolves the
    /// other key. If both somehow complete, reports it and exits 3.
    static func resolveTheCycleFromTwoThreads() -> Never {
        Watchdog.start("a dependency cycle spanning two threads")
        let leftInside = DispatchSemaphore(value: 0)
        let rightInside = DispatchSemaphore(value: 0)
        let factory = Factory(TestAssembly { registry in
            registry.register(CrossCycleLeftKey.self, .singleton) { values in
                leftInside.signal()
                rightInside.wait()
                return Thing("left with \(values[CrossCycleRightKey.self].label)")
            }
            registry.register(CrossCycleRightKey.self, .singleton) { values in
                rightInside.signal()
                leftInside.wait()
                return Thing("right with \(values[CrossCycleLeftKey.self].label)")
            }
        })
        onThreads(2) { index in
            _ = index == 0 ? factory[CrossCycleLeftKey.self] : factory[CrossCycleRightKey.self]
        }
        reportLine("both keys of the cycle were built")
        exit(3)
    }
}

extension Soundness {
    @Suite struct CrossThreadCycleTests {
        @Test func cycleSpanningTwoThreads_bothInsideTheirMakes_stopsWithTheCycleMessage() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                CrossThreadCycle.resolveTheCycleFromTwoThreads()
            }
            let output = try #require(result).standardError
            #expect(!output.contains(Watchdog.message), "hung: \(output)")
            #expect(CrossThreadCycle.messages.contains { output.contains($0) }, "\(output)")
        }
    }
}
