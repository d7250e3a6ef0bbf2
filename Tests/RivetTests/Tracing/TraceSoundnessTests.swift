import Dispatch
import Foundation
import Rivet
import RivetTestSupport
import Testing

// Tracing under threads (run under TSan by CI: the suite's name has `Soundness`). Resolutions on many threads
// while another thread starts, stops and clears traces get the same values as without tracing, and every
// event recorded is well formed; a make that resolves on another thread and waits for it does not deadlock
// the trace; racing first resolutions of a traced singleton build it once and record one `built`.

/// Resolves `key` from `factory` on a new thread and waits for it: a make that hops threads.
func resolvedOnAnotherThread<K: InjectionKey & SendableMetatype>(_ key: K.Type, from factory: Factory) -> K.Value where K.Value: Sendable {
    let done = DispatchSemaphore(value: 0)
    let value = Mailbox<K.Value>()
    Thread {
        value.value = factory[K.self]
        done.signal()
    }.start()
    done.wait()
    return value.value!
}

extension Soundness {
    @Suite struct TraceSoundnessTests {
        @Test @available(*, deprecated) func resolutionsOnManyThreads_whileTracesStartStopAndClear_getTheSameValues_andWellFormedEvents() {
            let factory = Factory(TracedAppAssembly())
            let login = factory.beginFlow(TracedLoginAssembly())
            let logger = factory[TracedLoggerKey.self]
            let session = login[TracedSessionKey.self]
            let traces = (0..<3).map { _ in ResolutionTrace() }
            let wrong = Tally()
            let rounds = 2_000
            onThreads(5) { index in
                for round in 0..<rounds {
                    switch index {
                    case 0:
                        // The controller: starts and stops tracing on the factory and on the flow, and clears.
                        let trace = traces[round % traces.count]
                        if round % 2 == 0 { factory.startTracing(into: trace) } else { factory.stopTracing() }
                        if round % 3 == 0 { login.startTracing(into: trace) } else if round % 3 == 1 { login.stopTracing() }
                        if round % 7 == 0 { trace.clear() }
                    case 1:
                        if factory[TracedLoggerKey.self] !== logger { wrong.add() }
                        if !factory[TracedUsersPresenterKey.self].label.hasPrefix("presenter over") { wrong.add() }
                    case 2:
                        if login[TracedSessionKey.self] !== session { wrong.add() }
                        if login[TracedLoginPresenterKey.self].label != "login over session, api over logger" { wrong.add() }
                    case 3:
                        if factory[TracedAvatarKey.self, round % 4] !== factory[TracedAvatarKey.self, round % 4] { wrong.add() }
                    default:
                        // Flows begun and ended while traces start and stop.
                        let flow = factory.beginFlow(TracedLoginAssembly())
                        if flow[TracedSessionKey.self] !== flow[TracedSessionKey.self] { wrong.add() }
                    }
                }
            }
            factory.stopTracing()
            login.stopTracing()
            #expect(wrong.value == 0)
            for trace in traces {
                let events = trace.events
                for (index, event) in events.enumerated() {
                    if let parent = event.parent {
                        #expect(parent < index)
                        #expect(events[parent].thread == event.thread)
                        #expect(event.depth == events[parent].depth + 1)
                    } else {
                        #expect(event.depth == 0)
                    }
                    #expect(!event.lifecycle.isEmpty)
                    #expect((event.makeNanoseconds != nil) == (event.outcome == .built))
                }
            }
            // Stopped everywhere: nothing more is recorded, ready singletons included.
            let counts = traces.map(\.events.count)
            _ = factory[TracedLoggerKey.self]
            _ = login[TracedSessionKey.self]
            _ = factory[TracedUsersPresenterKey.self]
            #expect(traces.map(\.events.count) == counts)
        }

        @Test func makeThatResolvesOnAnotherThread_whileTraced_completes_andRecordsBothResolutions() {
            let box = Mailbox<Factory>()
            let trace = ResolutionTrace()
            let factory = Factory(observer: trace, TracedAppAssembly(), TestAssembly { registry in
                registry.register(ThingKey.self, .singleton) { _ in
                    Thing("hopped to \(resolvedOnAnotherThread(TracedAPIClientKey.self, from: box.value!).label)")
                }
            })
            box.value = factory
            // The make holds the box, which holds the factory: emptied after, or the traced factory would live
            // on and every other test would resolve out of line as if beside a trace.
            defer { box.value = nil }
            #expect(factory[ThingKey.self].label == "hopped to api over logger")
            let events = trace.events
            #expect(events.map(\.key) == ["ThingKey", "TracedAPIClientKey", "TracedLoggerKey"])
            // The other thread's resolution is no child of the one waiting for it: a chain is one thread's.
            #expect(events.map(\.parent) == [nil, nil, 1])
            #expect(events[0].thread != events[1].thread)
        }

        @Test func racingFirstResolutionsOfATracedSingleton_buildItOnce_andRecordOneBuilt() {
            let builds = Counter()
            let trace = ResolutionTrace()
            let factory = Factory(observer: trace, TestAssembly { registry in
                registry.register(ThingKey.self, .singleton) { _ in
                    builds.increment()
                    Thread.sleep(forTimeInterval: 0.01)
                    return Thing("raced")
                }
            })
            let start = StartLine(runners: 8)
            onThreads(8) { _ in
                start.wait()
                _ = factory[ThingKey.self]
            }
            #expect(builds.value == 1)
            let outcomes = trace.events.map(\.outcome)
            #expect(outcomes.count == 8)
            #expect(outcomes.filter { $0 == .built }.count == 1)
            #expect(Set(trace.events.map(\.thread)).count == 8)
        }
    }
}
