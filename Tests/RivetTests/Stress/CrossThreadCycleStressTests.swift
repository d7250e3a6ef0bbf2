#if canImport(Glibc)
import Glibc
import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// Cycles whose links are built on different threads: each thread builds one side and then waits for a
// value another thread builds. They must end in the dependency-cycle message naming the whole chain, not
// in a hang. Barriers inside the makes make sure every thread holds its side before asking for the next, so
// the cycle really spans threads. Each body runs in a child process (an exit test) with the watchdog, which exits
// without a Rivet message if the cycle is not found in time.

/// Expects the process to have stopped with the cycle message for one of `chains`: one per thread that can
/// close the cycle, each starting at the key that thread builds.
func expectCycle(_ result: ExitTest.Result?, oneOf chains: [[String]], sourceLocation: SourceLocation = #_sourceLocation) {
    let expected = chains.map { RivetError.dependencyCycle(chain: $0).description }
    #expect(
        expected.contains { $0 == result?.rivetMessage },
        "\(result?.rivetMessage ?? "no Rivet message")",
        sourceLocation: sourceLocation
    )
}

/// The two-key cycle's chains, from either key.
let crossCycle2Chains = [
    ["CrossCycle2AKey", "CrossCycle2BKey", "CrossCycle2AKey"],
    ["CrossCycle2BKey", "CrossCycle2AKey", "CrossCycle2BKey"],
]

let crossCycleBarrier2 = StressBarrier(2)
let crossCycleBarrier3 = StressBarrier(3)

final class CrossCycleValue: Sendable {}

/// One link of a cycle: waits at `barrier` (if any) until every thread holds its side, then resolves `next`.
func crossCycleStep<Next: InjectionKey>(_ barrier: StressBarrier?, _ values: InjectedValues, then _: Next.Type) -> CrossCycleValue {
    barrier?.arrive()
    _ = values[Next.self]
    return CrossCycleValue()
}

struct CrossCycle2AKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CrossCycleValue { crossCycleStep(crossCycleBarrier2, values, then: CrossCycle2BKey.self) }
}
struct CrossCycle2BKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CrossCycleValue { crossCycleStep(crossCycleBarrier2, values, then: CrossCycle2AKey.self) }
}

struct CrossCycle3AKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CrossCycleValue { crossCycleStep(crossCycleBarrier3, values, then: CrossCycle3BKey.self) }
}
struct CrossCycle3BKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CrossCycleValue { crossCycleStep(crossCycleBarrier3, values, then: CrossCycle3CKey.self) }
}
struct CrossCycle3CKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CrossCycleValue { crossCycleStep(crossCycleBarrier3, values, then: CrossCycle3AKey.self) }
}

/// A -> (transient) Via -> B on one thread, B -> A on the other: the chain names the transient too.
struct CrossCycleViaAKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CrossCycleValue { crossCycleStep(crossCycleBarrier2, values, then: CrossCycleViaKey.self) }
}
struct CrossCycleViaKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CrossCycleValue { crossCycleStep(nil, values, then: CrossCycleViaBKey.self) }
}
struct CrossCycleViaBKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CrossCycleValue { crossCycleStep(crossCycleBarrier2, values, then: CrossCycleViaAKey.self) }
}

/// Two root factories, each with a singleton resolving the other factory's: a cycle across factories and threads.
nonisolated(unsafe) var crossCycleFactories: [Factory] = []
struct CrossCycleFactoryAKey: InjectionKey {
    static func make(_: InjectedValues) -> CrossCycleValue {
        crossCycleBarrier2.arrive()
        _ = crossCycleFactories[1][CrossCycleFactoryBKey.self]
        return CrossCycleValue()
    }
}
struct CrossCycleFactoryBKey: InjectionKey {
    static func make(_: InjectedValues) -> CrossCycleValue {
        crossCycleBarrier2.arrive()
        _ = crossCycleFactories[0][CrossCycleFactoryAKey.self]
        return CrossCycleValue()
    }
}

@Suite struct CrossThreadCycleStressTests {
    @Test func cycleOfTwoSingletons_builtOnTwoThreads_stopsWithTheChain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Watchdog.start("a cycle across threads")
            let factory = Factory(TestAssembly { registry in
                registry.register(CrossCycle2AKey.self, .singleton)
                registry.register(CrossCycle2BKey.self, .singleton)
            })
            runThreads(2) { index in
                _ = index == 0 ? factory[CrossCycle2AKey.self] : factory[CrossCycle2BKey.self]
            }
        }
        expectCycle(result, oneOf: crossCycle2Chains)
    }

    @Test func cycleOfThreeSingletons_builtOnThreeThreads_stopsWithTheChain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Watchdog.start("a cycle across threads")
            let factory = Factory(TestAssembly { registry in
                registry.register(CrossCycle3AKey.self, .singleton)
                registry.register(CrossCycle3BKey.self, .singleton)
                registry.register(CrossCycle3CKey.self, .singleton)
            })
            runThreads(3) { index in
                switch index {
                case 0: _ = factory[CrossCycle3AKey.self]
                case 1: _ = factory[CrossCycle3BKey.self]
                default: _ = factory[CrossCycle3CKey.self]
                }
            }
        }
        expectCycle(result, oneOf: [
            ["CrossCycle3AKey", "CrossCycle3BKey", "CrossCycle3CKey", "CrossCycle3AKey"],
            ["CrossCycle3BKey", "CrossCycle3CKey", "CrossCycle3AKey", "CrossCycle3BKey"],
            ["CrossCycle3CKey", "CrossCycle3AKey", "CrossCycle3BKey", "CrossCycle3CKey"],
        ])
    }

    @Test func cycleThroughATransient_acrossTwoThreads_namesTheTransient() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Watchdog.start("a cycle across threads")
            let factory = Factory(TestAssembly { registry in
                registry.register(CrossCycleViaAKey.self, .singleton)
                registry.register(CrossCycleViaKey.self)
                registry.register(CrossCycleViaBKey.self, .singleton)
            })
            runThreads(2) { index in
                _ = index == 0 ? factory[CrossCycleViaAKey.self] : factory[CrossCycleViaBKey.self]
            }
        }
        expectCycle(result, oneOf: [
            ["CrossCycleViaAKey", "CrossCycleViaKey", "CrossCycleViaBKey", "CrossCycleViaAKey"],
            ["CrossCycleViaBKey", "CrossCycleViaAKey", "CrossCycleViaKey", "CrossCycleViaBKey"],
        ])
    }

    @Test func cycleOfFlowComponents_builtOnTwoThreadsInOneFlow_stopsWithTheChain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Watchdog.start("a cycle across threads")
            let flow = Factory().beginFlow(TestAssembly { registry in
                registry.register(CrossCycle2AKey.self, .flow)
                registry.register(CrossCycle2BKey.self, .flow)
            })
            runThreads(2) { index in
                _ = index == 0 ? flow[CrossCycle2AKey.self] : flow[CrossCycle2BKey.self]
            }
        }
        expectCycle(result, oneOf: crossCycle2Chains)
    }

    @Test func cycleOfWeakSingletons_builtOnTwoThreads_stopsWithTheChain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Watchdog.start("a cycle across threads")
            let factory = Factory(TestAssembly { registry in
                registry.register(CrossCycle2AKey.self, .weakSingleton)
                registry.register(CrossCycle2BKey.self, .weakSingleton)
            })
            runThreads(2) { index in
                _ = index == 0 ? factory[CrossCycle2AKey.self] : factory[CrossCycle2BKey.self]
            }
        }
        expectCycle(result, oneOf: crossCycle2Chains)
    }

    @Test func cycleAcrossTwoRootFactories_builtOnTwoThreads_stopsWithTheChain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Watchdog.start("a cycle across threads")
            crossCycleFactories = [
                Factory(TestAssembly { $0.register(CrossCycleFactoryAKey.self, .singleton) }),
                Factory(TestAssembly { $0.register(CrossCycleFactoryBKey.self, .singleton) }),
            ]
            runThreads(2) { index in
                _ = index == 0 ? crossCycleFactories[0][CrossCycleFactoryAKey.self] : crossCycleFactories[1][CrossCycleFactoryBKey.self]
            }
        }
        expectCycle(result, oneOf: [
            ["CrossCycleFactoryAKey", "CrossCycleFactoryBKey", "CrossCycleFactoryAKey"],
            ["CrossCycleFactoryBKey", "CrossCycleFactoryAKey", "CrossCycleFactoryBKey"],
        ])
    }
}
#endif
