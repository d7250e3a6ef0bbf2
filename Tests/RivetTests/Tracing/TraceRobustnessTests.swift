import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// What tracing leaves as it was: a failed resolution stops with the message it has untraced (cycles, flow
// misuse, the depth limit, on a 512 KiB thread too); a traced factory or flow released without stopTracing
// goes, with its trace kept while the app holds it; a make may start or stop tracing; an override or a reset
// made while traced stays in force after stopTracing.

@Suite struct TraceRobustnessTests {
    @Test @available(*, deprecated) func factoryAndFlowReleasedWhileTraced_go_andTheTraceStays() {
        let trace = ResolutionTrace()
        weak var weakFactory: Factory?
        weak var weakFlow: Factory?
        do {
            let factory = Factory(TracedAppAssembly())
            let flow = factory.beginFlow(TracedLoginAssembly())
            factory.startTracing(into: trace)
            flow.startTracing(into: ResolutionTrace())
            _ = flow[TracedLoginPresenterKey.self]
            weakFactory = factory
            weakFlow = flow
        }
        #expect(weakFactory == nil)
        #expect(weakFlow == nil)
        #expect(!trace.events.isEmpty)
        weak var weakTrace: ResolutionTrace?
        do {
            let trace = ResolutionTrace()
            let factory = Factory(observer: trace, TracedAppAssembly())
            weakTrace = trace
            _ = factory[TracedLoggerKey.self]
            factory.stopTracing()
        }
        #expect(weakTrace == nil)
    }

    @Test @available(*, deprecated) func makeThatStartsAndStopsTracing_completes_andRecordsInEachTrace() {
        let box = Mailbox<Factory>()
        let inner = ResolutionTrace()
        let outer = ResolutionTrace()
        let factory = Factory(observer: outer, TracedAppAssembly(), TestAssembly { registry in
            registry.register(ThingKey.self, .singleton) { values in
                box.value!.startTracing(into: inner)
                let logger = values[TracedLoggerKey.self]
                box.value!.stopTracing()
                return Thing("over \(logger.label)")
            }
        })
        box.value = factory
        _ = factory[ThingKey.self]
        _ = factory[ThingKey.self]
        // The make's resolution went to the trace in force when it began; the root's is back after the stop.
        #expect(outer.events.map(\.key) == ["ThingKey", "ThingKey"])
        #expect(inner.events.map(\.key) == ["TracedLoggerKey"])
    }

    @Test @available(*, deprecated) func overrideAndResetWhileTraced_thenStop_resolveTheReplacement() {
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace, TracedAppAssembly())
        factory.override(TracedLoggerKey.self) { _ in Thing("mock") }
        #expect(factory[TracedLoggerKey.self].label == "mock")
        factory.stopTracing()
        #expect(factory[TracedLoggerKey.self].label == "mock")
        factory.startTracing(into: trace)
        factory.reset()
        let logger = factory[TracedLoggerKey.self]
        #expect(logger.label != "mock")
        factory.stopTracing()
        #expect(factory[TracedLoggerKey.self] === logger)
        let flow = factory.beginFlow(TracedLoginAssembly())
        flow.startTracing(into: trace)
        let session = flow[TracedSessionKey.self]
        flow.reset()
        flow.stopTracing()
        #expect(flow[TracedSessionKey.self] !== session)
        #expect(flow[TracedSessionKey.self] === flow[TracedSessionKey.self])
    }

    @Test @available(*, deprecated) func singletonCycleWhileTraced_stopsWithTheUntracedMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(AppAssembly(), TestAssembly { registry in
                registry.register(CycleAKey.self, .singleton)
                registry.register(CycleBKey.self, .singleton)
            })
            factory.startTracing(into: ResolutionTrace())
            _ = factory[CycleBKey.self]
        }
        #expect(result?.rivetMessage == RivetError.dependencyCycle(chain: ["CycleBKey", "CycleAKey", "CycleBKey"]).description)
    }

    @Test @available(*, deprecated) func flowComponentOutsideAFlowWhileTraced_stopsWithTheUntracedMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(AppAssembly())
            factory.startTracing(into: ResolutionTrace())
            _ = factory[CartKey.self]
        }
        #expect(result?.rivetMessage == RivetError.flowNotRunning(key: "SessionKey", chain: ["CartKey", "SessionKey"]).description)
    }

    @Test @available(*, deprecated) func transientCycleWhileTraced_stopsWithTheUntracedMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory()
            factory.startTracing(into: ResolutionTrace())
            _ = factory[CycleAKey.self]
        }
        #expect(result?.rivetMessage == """
            Rivet: dependency cycle: `CycleAKey` needs itself (CycleAKey -> CycleBKey -> CycleAKey); \
            break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
            """)
    }
}

#if canImport(Glibc)
func deepChainTraced(_ target: Int, into trace: ResolutionTrace) -> Int {
    let root = Factory(observer: trace, TestAssembly { registry in
        registry.register(DeepTargetKey.self, .singleton) { _ in target }
    })
    return root.beginFlow(DeepLevelAssembly(level: 1))[DeepChainKey.self]
}

@Suite struct TraceDepthTests {
    @Test func tracedChainToTheDepthLimit_onA512KiBThread_succeeds() {
        let trace = ResolutionTrace()
        runOnThread(stackSize: smallThreadStack) {
            #expect(deepChainTraced(127, into: trace) == 127)
        }
        #expect(trace.events.map(\.depth).max() ?? 0 >= 126)
    }

    @Test func tracedChainPastTheLimit_onA512KiBThread_stopsWithTheChain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            runOnThread(stackSize: smallThreadStack) { _ = deepChainTraced(200, into: ResolutionTrace()) }
        }
        let message = result?.rivetMessage ?? "no Rivet message (a crash?)"
        #expect(message.hasPrefix("Rivet: resolution nested deeper than 128 components (DeepChainKey -> DeepChainKey"), "\(message)")
    }

    /// While any factory is traced, a resolution out of line asks whether a trace covers its scope. It used to
    /// walk the scope's whole chain of parents every time: flows nested 100,000 deep took minutes. A scope
    /// now remembers that its chain had no trace, until tracing starts somewhere again.
    ///
    /// The limit is processor time on the flows' own thread, which no load inflates: the walk took over five
    /// minutes, for one resolution a level; today about a second.
    @Test @available(*, deprecated) func flowsNested100000Deep_whileAnotherFactoryIsTraced_areNotWalkedAtEveryResolution() {
        let traced = Factory()
        traced.startTracing(into: ResolutionTrace())
        defer { traced.stopTracing() }
        let root = Factory(TestAssembly { registry in registry.register(DeepValueKey.self, .flow) })
        let seconds = Mailbox<Double>()
        runOnThread(stackSize: smallThreadStack) {
            seconds.value = threadCPUSeconds {
                var flow = root.beginFlow()
                for level in 1..<100_000 {
                    flow = flow.beginFlow(DeepLevelAssembly(level: level, ownValue: true))
                    #expect(flow[DeepValueKey.self] === flow[DeepValueKey.self])
                }
                #expect(flow[DeepLevelKey.self] == 99_999)
            }
        }
        #expect((seconds.value ?? .infinity) < 60, "flows nested 100,000 deep took \(seconds.value ?? .infinity) s of processor time")
    }

    /// Tracing started on a parent after its nested flows looked (and found no trace) covers them at once.
    @Test @available(*, deprecated) func flowsThatFoundNoTrace_areCoveredWhenTheirRootStartsTracing() {
        let other = Factory()
        other.startTracing(into: ResolutionTrace())
        defer { other.stopTracing() }
        let trace = ResolutionTrace()
        let root = Factory(observer: trace, TestAssembly { registry in registry.register(DeepValueKey.self, .flow) })
        let inner = root.beginFlow().beginFlow().beginFlow()
        _ = inner[DeepValueKey.self]
        trace.clear()
        _ = inner.beginFlow()[DeepValueKey.self]
        _ = inner[DeepValueKey.self]
        #expect(trace.events.map(\.outcome) == [.built, .cached])
    }

    @Test @available(*, deprecated) func endlessChainWhileTraced_stopsWithTheUntracedMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory()
            factory.startTracing(into: ResolutionTrace())
            _ = factory[EndlessKey<Int>.self]
        }
        #expect(result?.rivetMessage == RivetError.resolutionTooDeep(limit: 128, chain: endlessChain).description)
    }
}
#endif



/// An async component whose make always fails: a launch that cannot open its connection.
struct TracedOfflineConnectionKey: AsyncInjectionKey {
    struct Offline: Error {}
    static func make(_ values: AsyncInjectedValues) async throws -> Thing { throw Offline() }
}

struct TracedOfflineAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(TracedOfflineConnectionKey.self, .singleton)
    }
}

@Suite struct TraceFailedBuildTests {
    @Test @available(*, deprecated) func asyncMakeThatThrows_isRecordedFailed_withTheTimeUntilItThrew_everyTime() async {
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace, TracedOfflineAssembly())
        for _ in 0..<2 {
            await #expect(throws: (any Error).self) { try await factory.resolve(TracedOfflineConnectionKey.self) }
        }
        factory.stopTracing()
        #expect(trace.events.map(\.key) == ["TracedOfflineConnectionKey", "TracedOfflineConnectionKey"])
        #expect(trace.events.map(\.outcome) == [.failed, .failed])
        #expect(trace.events.allSatisfy { $0.makeNanoseconds != nil })
        #expect(trace.tree.contains("async singleton, failed in "))
    }
}
