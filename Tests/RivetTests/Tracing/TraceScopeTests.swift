import Rivet
import RivetTestSupport
import Testing

// Which resolutions a trace records: a factory's and its flows' (begun before tracing or after), or one flow's
// only; nothing after stopTracing(), nothing from a factory never traced; clear() empties it.

@Suite struct TraceScopeTests {
    @Test func untracedFactory_recordsNothing_whileAnotherIsTraced() {
        let traced = Factory(TracedAppAssembly())
        let untraced = Factory(TracedAppAssembly())
        let trace = ResolutionTrace()
        traced.startTracing(into: trace)
        defer { traced.stopTracing() }
        _ = untraced[TracedUsersPresenterKey.self]
        _ = untraced.beginFlow(TracedLoginAssembly())[TracedLoginPresenterKey.self]
        _ = untraced[TracedAvatarKey.self, 1]
        #expect(trace.events.isEmpty)
    }

    @Test func factoryTrace_coversFlowsBegunBeforeTracingStarted() {
        let factory = Factory(TracedAppAssembly())
        let login = factory.beginFlow(TracedLoginAssembly())
        _ = login[TracedSessionKey.self]
        let trace = ResolutionTrace()
        factory.startTracing(into: trace)
        _ = login[TracedSessionKey.self]
        #expect(trace.stableTree == "TracedSessionKey — flow, cached, flow(TracedLoginAssembly)")
    }

    @Test func factoryTrace_coversAReadySingletonReadInLineBefore() {
        let factory = Factory(TracedAppAssembly())
        _ = factory[TracedLoggerKey.self]
        let trace = ResolutionTrace()
        factory.startTracing(into: trace)
        _ = factory[TracedLoggerKey.self]
        _ = factory.beginFlow(TracedLoginAssembly())[TracedLoggerKey.self]
        #expect(trace.stableTree == """
            TracedLoggerKey — singleton, cached, Factory(TracedAppAssembly)
            TracedLoggerKey — singleton, cached, Factory(TracedAppAssembly)
            """)
    }

    @Test func flowTrace_recordsThatFlowOnly() {
        let factory = Factory(TracedAppAssembly())
        let login = factory.beginFlow(TracedLoginAssembly())
        let otherLogin = factory.beginFlow(TracedLoginAssembly())
        let trace = ResolutionTrace()
        login.startTracing(into: trace)
        _ = factory[TracedUsersPresenterKey.self]
        _ = otherLogin[TracedLoginPresenterKey.self]
        _ = login[TracedLoginPresenterKey.self]
        // The app's singletons were built by the other flow's resolution, which no trace recorded.
        #expect(trace.stableTree == """
            TracedLoginPresenterKey — transient, built, flow(TracedLoginAssembly)
            ├─ TracedSessionKey — flow, built, flow(TracedLoginAssembly)
            └─ TracedAPIClientKey — singleton, cached, Factory(TracedAppAssembly)
            """)
    }

    @Test func stopTracing_recordsNothingMore_andKeepsWhatWasRecorded() {
        let factory = Factory(TracedAppAssembly())
        let login = factory.beginFlow(TracedLoginAssembly())
        let trace = ResolutionTrace()
        factory.startTracing(into: trace)
        _ = factory[TracedLoggerKey.self]
        factory.stopTracing()
        _ = factory[TracedLoggerKey.self]
        _ = factory[TracedAPIClientKey.self]
        _ = login[TracedSessionKey.self]
        #expect(trace.events.map(\.key) == ["TracedLoggerKey"])
    }

    @Test func stopTracingOnAFlow_leavesItsFactorysTraceRecording() {
        let factory = Factory(TracedAppAssembly())
        let login = factory.beginFlow(TracedLoginAssembly())
        let factoryTrace = ResolutionTrace()
        let loginTrace = ResolutionTrace()
        factory.startTracing(into: factoryTrace)
        login.startTracing(into: loginTrace)
        _ = login[TracedSessionKey.self]
        login.stopTracing()
        _ = login[TracedSessionKey.self]
        #expect(loginTrace.events.map(\.outcome) == [.built])
        #expect(factoryTrace.events.map(\.outcome) == [.cached])
    }

    @Test func clear_forgetsTheEvents_andTracingGoesOn() {
        let factory = Factory(TracedAppAssembly())
        let trace = ResolutionTrace()
        factory.startTracing(into: trace)
        _ = factory[TracedUsersPresenterKey.self]
        trace.clear()
        #expect(trace.events.isEmpty)
        _ = factory[TracedLoggerKey.self]
        #expect(trace.stableTree == "TracedLoggerKey — singleton, cached, Factory(TracedAppAssembly)")
    }

    @Test func startTracingAgain_sendsTheEventsToTheNewTrace() {
        let factory = Factory(TracedAppAssembly())
        let first = ResolutionTrace()
        let second = ResolutionTrace()
        factory.startTracing(into: first)
        _ = factory[TracedLoggerKey.self]
        factory.startTracing(into: second)
        _ = factory[TracedLoggerKey.self]
        #expect(first.events.map(\.outcome) == [.built])
        #expect(second.events.map(\.outcome) == [.cached])
    }

    @Test func tracedFactory_stillResolvesTheSameValues() {
        let factory = Factory(TracedAppAssembly())
        let logger = factory[TracedLoggerKey.self]
        let trace = ResolutionTrace()
        factory.startTracing(into: trace)
        #expect(factory[TracedLoggerKey.self] === logger)
        factory.stopTracing()
        #expect(factory[TracedLoggerKey.self] === logger)
        factory.override(TracedLoggerKey.self) { _ in Thing("mock") }
        factory.startTracing(into: trace)
        #expect(factory[TracedLoggerKey.self].label == "mock")
        #expect(trace.events.last?.outcome == .built)
    }

    @Test @MainActor func tracedAwait_fromTheMainActor_runsTheHooksThere_asUntraced() async throws {
        let offMain = Tally()
        let factory = Factory(TestAssembly { registry in
            registry.registerAsync(AsyncAKey.self) { _ in Opened("A") }
            registry.onCreate(AsyncAKey.self) { values, _ in
                // A hook may resolve a main-actor key when the await is made on the main actor.
                if isWhereTheMainActorRuns() { _ = values[MainThreadLabelKey.self] } else { offMain.add() }
            }
            registry.registerOnMainActor(MainThreadLabelKey.self, .singleton) { _ in "main" }
        })
        let trace = ResolutionTrace()
        factory.startTracing(into: trace)
        _ = try await factory.resolve(AsyncAKey.self)
        #expect(offMain.value == 0)
        #expect(trace.events.map(\.key) == ["AsyncAKey", "MainThreadLabelKey"])
    }
}
