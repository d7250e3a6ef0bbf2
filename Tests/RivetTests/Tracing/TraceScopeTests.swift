import Rivet
import RivetTestSupport
import Testing

// Which resolutions a trace started with the deprecated startTracing(into:) records: a factory's and the flows
// begun from it after, or one flow's only; nothing after stopTracing(), nothing from a factory never traced;
// clear() empties it.


@Suite struct TraceScopeTests {
    @Test @available(*, deprecated) func untracedFactory_recordsNothing_whileAnotherIsTraced() {
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

    @Test @available(*, deprecated) func factoryTrace_coversFlowsBegunAfterTracingStarted_notThoseBegunBefore() {
        let factory = Factory(TracedAppAssembly())
        let before = factory.beginFlow(TracedLoginAssembly())
        _ = before[TracedSessionKey.self]
        let trace = ResolutionTrace()
        factory.startTracing(into: trace)
        _ = before[TracedSessionKey.self]
        let after = factory.beginFlow(TracedLoginAssembly())
        _ = after[TracedSessionKey.self]
        #expect(trace.stableTree == "TracedSessionKey — flow, built, flow(TracedLoginAssembly)")
    }

    @Test @available(*, deprecated) func stopTracingOnARoot_stopsTheFlowsBegunWhileItWasTraced() {
        let factory = Factory(TracedAppAssembly())
        let trace = ResolutionTrace()
        factory.startTracing(into: trace)
        let login = factory.beginFlow(TracedLoginAssembly())
        _ = login[TracedSessionKey.self]
        factory.stopTracing()
        _ = login[TracedSessionKey.self]
        login.stopTracing()   // the flow's trace is its root's: stopping it there does nothing more
        #expect(trace.events.map(\.outcome) == [.built])
    }

    @Test @available(*, deprecated) func stopTracing_onARootBuiltWithAnObserver_leavesThatObserver() {
        let built = ResolutionTrace()
        let started = ResolutionTrace()
        let factory = Factory(observer: built, TracedAppAssembly())
        factory.stopTracing()
        _ = factory[TracedLoggerKey.self]
        factory.startTracing(into: started)
        _ = factory[TracedLoggerKey.self]
        factory.stopTracing()
        _ = factory[TracedLoggerKey.self]
        #expect(built.events.map(\.outcome) == [.built, .cached])
        #expect(started.events.map(\.outcome) == [.cached])
    }

    @Test @available(*, deprecated) func factoryTrace_coversAReadySingletonReadInLineBefore() {
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

    @Test @available(*, deprecated) func flowTrace_recordsThatFlowOnly() {
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

    @Test @available(*, deprecated) func stopTracing_recordsNothingMore_andKeepsWhatWasRecorded() {
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

    @Test @available(*, deprecated) func stopTracingOnAFlow_leavesItsFactorysTraceRecording() {
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

    @Test @available(*, deprecated) func clear_forgetsTheEvents_andTracingGoesOn() {
        let factory = Factory(TracedAppAssembly())
        let trace = ResolutionTrace()
        factory.startTracing(into: trace)
        _ = factory[TracedUsersPresenterKey.self]
        trace.clear()
        #expect(trace.events.isEmpty)
        _ = factory[TracedLoggerKey.self]
        #expect(trace.stableTree == "TracedLoggerKey — singleton, cached, Factory(TracedAppAssembly)")
    }

    @Test @available(*, deprecated) func startTracingAgain_sendsTheEventsToTheNewTrace() {
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

    @Test @available(*, deprecated) func tracedFactory_stillResolvesTheSameValues() {
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

    @Test @available(*, deprecated) @MainActor func tracedAwait_fromTheMainActor_runsTheHooksThere_asUntraced() async throws {
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
