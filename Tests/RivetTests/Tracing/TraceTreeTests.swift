import Foundation
import Rivet
import RivetTestSupport
import Testing

// What a trace shows of a real graph: each resolution once, under the one that asked for it, with its
// lifecycle, whether its make ran, and where the value lives. Documentation/Tracing.md quotes these tests.

@Suite struct TraceTreeTests {
    @Test func tree_showsEachResolutionUnderItsParent_builtThenCached() {
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace, TracedAppAssembly())
        _ = factory[TracedUsersPresenterKey.self]
        _ = factory[TracedUsersPresenterKey.self]
        #expect(trace.stableTree == """
            TracedUsersPresenterKey — transient, built, Factory(TracedAppAssembly)
            ├─ TracedUsersRepositoryKey — transient, built, Factory(TracedAppAssembly)
            │  ├─ TracedAPIClientKey — singleton, built, Factory(TracedAppAssembly)
            │  │  └─ TracedLoggerKey — singleton, built, Factory(TracedAppAssembly)
            │  └─ TracedLoggerKey — singleton, cached, Factory(TracedAppAssembly)
            └─ TracedClockKey — live default, built, Factory(TracedAppAssembly)
            TracedUsersPresenterKey — transient, built, Factory(TracedAppAssembly)
            ├─ TracedUsersRepositoryKey — transient, built, Factory(TracedAppAssembly)
            │  ├─ TracedAPIClientKey — singleton, cached, Factory(TracedAppAssembly)
            │  └─ TracedLoggerKey — singleton, cached, Factory(TracedAppAssembly)
            └─ TracedClockKey — live default, built, Factory(TracedAppAssembly)
            """)
    }

    @Test func events_recordTheChainDepthMakeTimeAndThread() throws {
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace, TracedAppAssembly())
        _ = factory[TracedAPIClientKey.self]
        _ = factory[TracedAPIClientKey.self]
        let events = trace.events
        #expect(events.map(\.key) == ["TracedAPIClientKey", "TracedLoggerKey", "TracedAPIClientKey"])
        #expect(events.map(\.parent) == [nil, 0, nil])
        #expect(events.map(\.depth) == [0, 1, 0])
        #expect(events.map(\.outcome) == [.built, .built, .cached])
        // A make's time includes its children's; a cached value has none.
        let apiTime = try #require(events[0].makeNanoseconds)
        let loggerTime = try #require(events[1].makeNanoseconds)
        #expect(apiTime >= loggerTime)
        #expect(events[2].makeNanoseconds == nil)
        #expect(Set(events.map(\.thread)).count == 1)
        #expect(events.allSatisfy { $0.thread > 0 && $0.argument == nil })
    }

    @Test func flowResolution_showsTheFlowsComponentsInTheFlow_andTheAppsSingletonsInTheApp() {
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace, TracedAppAssembly())
        let login = factory.beginFlow(TracedLoginAssembly())
        _ = login[TracedLoginPresenterKey.self]
        _ = login[TracedSessionKey.self]
        #expect(trace.stableTree == """
            TracedLoginPresenterKey — transient, built, flow(TracedLoginAssembly)
            ├─ TracedSessionKey — flow, built, flow(TracedLoginAssembly)
            └─ TracedAPIClientKey — singleton, built, Factory(TracedAppAssembly)
               └─ TracedLoggerKey — singleton, built, Factory(TracedAppAssembly)
            TracedSessionKey — flow, cached, flow(TracedLoginAssembly)
            """)
    }

    @Test func parameterizedKey_showsItsArgument_builtOncePerArgument() {
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace, TracedAppAssembly())
        _ = factory[TracedAPIClientKey.self]
        trace.clear()
        _ = factory[TracedAvatarKey.self, 7]
        _ = factory[TracedAvatarKey.self, 7]
        _ = factory[TracedAvatarKey.self, 8]
        #expect(trace.stableTree == """
            TracedAvatarKey(7) — singleton, built, Factory(TracedAppAssembly)
            └─ TracedAPIClientKey — singleton, cached, Factory(TracedAppAssembly)
            TracedAvatarKey(7) — singleton, cached, Factory(TracedAppAssembly)
            TracedAvatarKey(8) — singleton, built, Factory(TracedAppAssembly)
            └─ TracedAPIClientKey — singleton, cached, Factory(TracedAppAssembly)
            """)
        #expect(trace.events.map(\.argument) == ["7", nil, "7", "8", nil])
    }

    @Test func asyncKey_awaited_isBuiltOnceWithTheResolutionsItsMakeMade() async throws {
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace, TracedAppAssembly())
        _ = try await factory.resolve(TracedDatabaseKey.self)
        _ = try await factory.resolve(TracedDatabaseKey.self)
        #expect(trace.stableTree == """
            TracedDatabaseKey — async singleton, built, Factory(TracedAppAssembly)
            └─ TracedLoggerKey — singleton, built, Factory(TracedAppAssembly)
            TracedDatabaseKey — async singleton, cached, Factory(TracedAppAssembly)
            """)
        #expect(trace.events[0].makeNanoseconds != nil)
    }

    @Test func warmUp_recordsTheAsyncComponentsItBuilds_withTheResolutionsTheirMakesMade() async throws {
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace, TracedAppAssembly())
        try await factory.warmUp()
        _ = factory[TracedDatabaseKey.self]
        #expect(trace.stableTree == """
            TracedDatabaseKey — async singleton, built, Factory(TracedAppAssembly)
            └─ TracedLoggerKey — singleton, built, Factory(TracedAppAssembly)
            TracedDatabaseKey — async singleton, cached, Factory(TracedAppAssembly)
            """)
    }

    @Test func asyncResolveOfASyncKey_isRecordedAsTheSyncResolutionIs() async throws {
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace, TracedAppAssembly())
        _ = try await factory.resolve(TracedAPIClientKey.self)
        #expect(trace.stableTree == """
            TracedAPIClientKey — singleton, built, Factory(TracedAppAssembly)
            └─ TracedLoggerKey — singleton, built, Factory(TracedAppAssembly)
            """)
    }

    @Test func collectionKey_appearsWithTheElementKeysItResolves() {
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace, TracedAppAssembly())
        let handlers = factory[TracedHandlersKey.self]
        #expect(handlers.map(\.label) == ["home", "profile"])
        #expect(trace.stableTree == """
            TracedHandlersKey — transient, built, Factory(TracedAppAssembly)
            ├─ TracedHomeHandlerKey — singleton, built, Factory(TracedAppAssembly)
            └─ TracedProfileHandlerKey — live default, built, Factory(TracedAppAssembly)
            """)
    }

    @Test func otherLifecycles_areNamedAsRegistered() {
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace, TestAssembly { registry in
            registry.register(ThingKey.self, .weakSingleton)
            registry.register(OtherThingKey.self, .graph)
        })
        let thing = factory[ThingKey.self]
        _ = factory[ThingKey.self]
        _ = factory[OtherThingKey.self]
        withExtendedLifetime(thing) {}
        #expect(trace.stableTree == """
            ThingKey — weakSingleton, built, Factory(TestAssembly)
            ThingKey — weakSingleton, cached, Factory(TestAssembly)
            OtherThingKey — graph, built, Factory(TestAssembly)
            """)
    }

    @Test func mermaid_isAGraphOfTheSameTree() {
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace, TracedAppAssembly())
        _ = factory[TracedUsersRepositoryKey.self]
        let mermaid = trace.mermaid.replacingOccurrences(
            of: #" in [0-9.]+ (ns|µs|ms|s)"#, with: "", options: .regularExpression
        )
        #expect(mermaid == """
            graph TD
                e0["TracedUsersRepositoryKey<br/>transient, built<br/>Factory(TracedAppAssembly)"]
                e1["TracedAPIClientKey<br/>singleton, built<br/>Factory(TracedAppAssembly)"]
                e2["TracedLoggerKey<br/>singleton, built<br/>Factory(TracedAppAssembly)"]
                e3["TracedLoggerKey<br/>singleton, cached<br/>Factory(TracedAppAssembly)"]
                e0 --> e1
                e1 --> e2
                e0 --> e3
            """)
    }

    @Test func clear_forgetsTheEvents_andRecordingGoesOn() {
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace, TracedAppAssembly())
        _ = factory[TracedUsersPresenterKey.self]
        trace.clear()
        #expect(trace.events.isEmpty)
        _ = factory[TracedLoggerKey.self]
        #expect(trace.stableTree == "TracedLoggerKey — singleton, cached, Factory(TracedAppAssembly)")
    }

    @Test func mermaid_escapesGenericNames() {
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace)
        _ = factory[GenericTracedKey<Int>.self]
        #expect(trace.mermaid.contains(#"e0["GenericTracedKey#lt;Int#gt;<br/>live default, built"#))
    }

    @Test func mermaid_showsAnArgumentAsWritten_whateverItHolds() {
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace)
        _ = factory[NoteTracedKey.self, "C#quot; & &lt;b&gt; \"q\" [x] |y| ü\nnext"]
        // Mermaid reads `#quot;` as an entity and a label as HTML: both are shown as written, and a line
        // break stays inside the node's statement.
        #expect(trace.mermaid.contains(
            #"e0["NoteTracedKey(C#35;quot; #amp; #amp;lt;b#amp;gt; #quot;q#quot; [x] |y| ü<br/>next)<br/>live default, built"#
        ))
        #expect(trace.mermaid.split(separator: "\n").count == 2)
    }
}

struct GenericTracedKey<T>: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("generic") }
}

struct NoteTracedKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ argument: String) -> Thing { Thing(argument) }
}
