import Dispatch
import Foundation
import Rivet
import RivetTestSupport
import Testing

// Under threads (TSan/ASan in CI): flows traced into their own trace or a shared one and released without
// stopTracing go; a make that starts and stops tracing on its factory while other threads clear and render the
// trace neither deadlocks nor changes a value; awaits and warm-ups cancelled while traced leave the component
// buildable.

struct SlowAsyncTracedKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Thing {
        try await Task.sleep(nanoseconds: 2_000_000)
        return Thing("slow over \(values[TracedLoggerKey.self].label)")
    }
}

extension Soundness {
    @Suite struct TraceReleaseStressTests {
        @Test @available(*, deprecated) func flowsTracedAndReleased_makesThatStartAndStopTracing_whileClearing() {
            let shared = ResolutionTrace()
            let box = Mailbox<Factory>()
            let factory = Factory(TracedAppAssembly(), TestAssembly { registry in
                registry.register(ThingKey.self) { values in
                    box.value!.startTracing(into: shared)
                    let logger = values[TracedLoggerKey.self]
                    box.value!.stopTracing()
                    return Thing("over \(logger.label)")
                }
            })
            box.value = factory
            let logger = factory[TracedLoggerKey.self]
            let released = Tally()
            let wrong = Tally()
            onThreads(4) { index in
                for round in 0..<1_000 {
                    switch index {
                    case 0:
                        if factory[ThingKey.self].label != "over logger" { wrong.add() }
                    case 1:
                        if round % 5 == 0 { shared.clear() }
                        _ = shared.tree
                        _ = shared.mermaid
                    default:
                        weak var weakFlow: Factory?
                        do {
                            let flow = factory.beginFlow(TracedLoginAssembly())
                            weakFlow = flow
                            flow.startTracing(into: round % 2 == 0 ? shared : ResolutionTrace())
                            if flow[TracedLoggerKey.self] !== logger { wrong.add() }
                            _ = flow[TracedLoginPresenterKey.self]
                            if round % 3 == 0 { flow.stopTracing() }
                        }
                        if weakFlow != nil { released.add() }
                    }
                }
            }
            #expect(wrong.value == 0)
            #expect(released.value == 0)
            let counts = shared.events.count
            _ = factory[TracedLoggerKey.self]
            #expect(shared.events.count == counts)
        }

        @Test @available(*, deprecated) func cancelledAwaitsAndWarmUps_whileTraced() async {
            for round in 0..<50 {
                let trace = ResolutionTrace()
                let factory = Factory(observer: trace, TracedAppAssembly(), TestAssembly { registry in
                    registry.registerAsync(SlowAsyncTracedKey.self, .singleton)
                })
                let warm = Task { try await factory.warmUp() }
                let awaited = Task { try await factory.resolve(SlowAsyncTracedKey.self) }
                if round % 2 == 0 { warm.cancel() } else { awaited.cancel() }
                if round % 3 == 0 { trace.clear() }
                if round % 4 == 0 { factory.stopTracing() }
                _ = try? await warm.value
                _ = try? await awaited.value
                let value = try? await factory.resolve(SlowAsyncTracedKey.self)
                #expect(value?.label == "slow over logger")
                factory.stopTracing()
            }
        }
    }
}
