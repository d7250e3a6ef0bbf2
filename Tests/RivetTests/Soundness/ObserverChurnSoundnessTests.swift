import Foundation
import Rivet
import RivetTestSupport
import Testing

// What observation keeps, and for how long: each factory keeps every observer box it was given until it goes
// (`Factory._observers`), so that a resolution may use one it loaded unretained. Observed flows begun and ended
// by the hundred thousand, tracing started and stopped as often, and flows nested 100,000 deep under an
// observed root must leave nothing behind once the factories go, and keep the heap flat while they live.

/// Counts the events it is told of, keeping none: an observer whose own storage does not grow.
final class CountingObserver: ResolutionObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0
    var count: Int { lock.withLock { total } }
    func observe(_ resolution: ResolutionEvent) { lock.withLock { total += 1 } }
}

struct ChurnFlowValueKey: InjectionKey {
    static func make(_ values: InjectedValues) -> OnDeinit { OnDeinit {} }
}

enum ObserverChurn: String, Codable, Sendable, CustomTestStringConvertible {
    /// An observed flow begun, resolved from and ended.
    case observedFlows
    /// A flow begun from an observed root, traced into its own trace the deprecated way, stopped, ended.
    case tracedFlows
    /// The deprecated `startTracing(into:)` then `stopTracing()` on a root that lives on.
    case startStopOnARoot
    /// The same on a flow that lives on.
    case startStopOnAFlow

    var testDescription: String { rawValue }

    static let operations = LongRun.size(quick: 100_000, full: 1_000_000)
    static let warmUp = 10_000
    /// As `Churn.heapGrowthLimit`: about 2 bytes an operation, where keeping a box, a session or an array slot
    /// per operation costs 16 bytes or more.
    static let heapGrowthLimit = 2 << 20

    @available(*, deprecated)
    func apply(to root: Factory, _ flow: Factory, _ trace: ResolutionTrace) -> Bool {
        switch self {
        case .observedFlows:
            let flow = root.beginFlow()
            return flow[ChurnFlowValueKey.self] === flow[ChurnFlowValueKey.self] && flow[ChurnKey.self].round == -1
        case .tracedFlows:
            let flow = root.beginFlow()
            flow.startTracing(into: trace)
            let same = flow[ChurnFlowValueKey.self] === flow[ChurnFlowValueKey.self]
            flow.stopTracing()
            trace.clear()
            return same
        case .startStopOnARoot:
            root.startTracing(into: trace)
            let value = root[ChurnKey.self]
            root.stopTracing()
            trace.clear()
            return value.round == -1
        case .startStopOnAFlow:
            flow.startTracing(into: trace)
            let same = flow[ChurnFlowValueKey.self] === flow[ChurnFlowValueKey.self]
            flow.stopTracing()
            trace.clear()
            return same
        }
    }

    @available(*, deprecated)
    static func measureHeap(_ churn: ObserverChurn) -> Never {
        let observer = CountingObserver()
        let root = Factory(observer: observer, ChurnAssembly(), TestAssembly { registry in
            registry.register(ChurnFlowValueKey.self, .flow)
        })
        let flow = root.beginFlow()
        let trace = ResolutionTrace()
        var wrong = 0
        for _ in 0..<warmUp where !churn.apply(to: root, flow, trace) { wrong += 1 }
        let before = Heap.bytesInUse()!
        for _ in warmUp..<operations where !churn.apply(to: root, flow, trace) { wrong += 1 }
        let after = Heap.bytesInUse()!
        reportFigure("heap-growth-bytes", after - before)
        reportFigure("wrong-values", wrong)
        withExtendedLifetime((root, flow, observer)) { exit(0) }
    }
}

/// A flow value that begins a flow one level deeper, `levels` times, each under the observed root's observer.
func nestedObservedFlows(from root: Factory, depth: Int) -> Factory {
    var flow = root.beginFlow()
    for level in 1..<depth {
        flow = flow.beginFlow(DeepLevelAssembly(level: level, ownValue: true))
        if level % 1_000 == 0 { _ = flow[DeepValueKey.self] }
    }
    return flow
}

extension Soundness {
    @Suite struct ObserverChurnSoundnessTests {
        /// Observed flows, flows traced the deprecated way, and a scope that lives on, traced and stopped again and
        /// again (a root traced per screen): a scope keeps one tracing session, where each start and stop boxed one of
        /// its own, kept until the factory went (about 200 bytes a start and stop).
        @Test(
            .enabled(if: Heap.isMeasurable, "needs glibc's mallinfo2 and no sanitizer"),
            arguments: [ObserverChurn.observedFlows, .tracedFlows, .startStopOnARoot, .startStopOnAFlow]
        )
        @available(*, deprecated)
        func hundredThousandOperations_keepTheHeapFlat(churn: ObserverChurn) async throws {
            let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) { [churn] in
                ObserverChurn.measureHeap(churn)
            }
            let output = try #require(result)
            let growth = try #require(output.figure("heap-growth-bytes"), "\(output.standardError)")
            #expect(
                growth <= ObserverChurn.heapGrowthLimit,
                "\(ObserverChurn.operations - ObserverChurn.warmUp) \(churn) grew the heap by \(Heap.megabytes(growth))"
            )
            #expect(output.figure("wrong-values") == 0)
        }

        @Test @available(*, deprecated) func tracesAndObservers_ofFactoriesThatWent_areReleased() {
            weak var weakTrace: ResolutionTrace?
            weak var weakObserver: CountingObserver?
            weak var weakRoot: Factory?
            do {
                let observer = CountingObserver()
                let trace = ResolutionTrace()
                weakTrace = trace
                weakObserver = observer
                let root = Factory(observer: observer, ChurnAssembly(), TestAssembly { registry in
                    registry.register(ChurnFlowValueKey.self, .flow)
                })
                weakRoot = root
                let flows = (0..<10).map { _ in root.beginFlow() }
                root.startTracing(into: trace)
                let traced = (0..<10).map { _ in root.beginFlow() }
                flows[3].startTracing(into: trace)
                for flow in flows + traced { _ = flow[ChurnFlowValueKey.self] }
                root.stopTracing()
                _ = root[ChurnKey.self]
                #expect(observer.count > 0)
                // The ten flows begun while the root was traced, and the one flow begun before that traced its own way.
                #expect(trace.events.count == 11)
            }
            #expect(weakRoot == nil)
            #expect(weakTrace == nil, "a trace session outlived every factory that held it")
            #expect(weakObserver == nil)
        }

        /// A flow begun while its root was traced the deprecated way holds that session, which once stopped tells the
        /// root's own observer (RivetTesting's strict mode, an app's log) of what the flow resolves.
        @Test @available(*, deprecated) func flowBegunWhileItsRootWasTraced_isToldToTheRootsObserverOnceTracingStops() {
            let records = ObservedRecords()
            let root = Factory(observer: records, TestAssembly { registry in
                registry.register(ChurnFlowValueKey.self, .flow)
            })
            root.startTracing(into: ResolutionTrace())
            let flow = root.beginFlow()
            root.stopTracing()
            _ = flow[ChurnFlowValueKey.self]
            _ = root.beginFlow()[ChurnFlowValueKey.self]
            #expect(records.records(of: ChurnFlowValueKey.self).count == 2)
        }

        @Test @available(*, deprecated) func flowsNested100000DeepUnderAnObservedRoot_tracedMidway_releasedOnA512KiBThread() {
            let depth = LongRun.size(quick: 100_000, full: 1_000_000)
            let observer = CountingObserver()
            let trace = ResolutionTrace()
            let root = Factory(observer: observer, TestAssembly { registry in
                registry.register(DeepValueKey.self, .flow)
            })
            runOnThread(stackSize: smallThreadStack) {
                var flow = nestedObservedFlows(from: root, depth: depth / 2)
                // Traced its own way from the middle: the flows below take the session.
                flow.startTracing(into: trace)
                flow = nestedObservedFlows(from: flow, depth: depth / 2)
                _ = flow[DeepValueKey.self]
                flow.stopTracing()
                _ = flow[DeepValueKey.self]
                // Released on this thread: the chain goes one level at a time.
                flow = root
            }
            // Each half resolves every thousandth level; the second half, and the two reads at the bottom, are traced.
            let perHalf = (depth / 2 - 1) / 1_000
            #expect(observer.count == perHalf)
            #expect(trace.events.count == perHalf + 2)
            withExtendedLifetime(root) {}
        }
    }
}
