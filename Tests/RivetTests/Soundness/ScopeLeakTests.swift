import Foundation
import Rivet
import RivetTestSupport
import Testing

// Issue 10, item 5: scopes stay scoped. (a) A graph-scoped value built in a flow is that flow's: a root singleton
// that reaches a flow-scoped key through the same graph key is a captive dependency whether or not a flow's screen
// built the graph value first in the same resolution. (b) `flow.withCurrent { }` inside a `make` binds the flow.

final class LeakSessionHolder: Sendable {
    let session: Session
    init(_ session: Session) { self.session = session }
}

/// A screen in a flow: its graph value, and the root service it also uses.
final class LeakScreen: Sendable {
    let graph: LeakSessionHolder
    let service: LeakSessionHolder
    init(graph: LeakSessionHolder, service: LeakSessionHolder) {
        self.graph = graph
        self.service = service
    }
}

/// Flow-scoped: one session per flow.
struct LeakSessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}

/// Graph-scoped: what one resolution shares, here built from the session of the scope resolving it.
struct LeakGraphKey: InjectionKey {
    static func make(_ values: InjectedValues) -> LeakSessionHolder { LeakSessionHolder(values[LeakSessionKey.self]) }
}

/// A root singleton that reaches the flow-scoped session through the graph key: a captive dependency.
struct LeakRootServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> LeakSessionHolder { values[LeakGraphKey.self] }
}

/// A transient screen that builds the graph value first, then asks for the root service.
struct LeakScreenKey: InjectionKey {
    static func make(_ values: InjectedValues) -> LeakScreen {
        LeakScreen(graph: values[LeakGraphKey.self], service: values[LeakRootServiceKey.self])
    }
}

struct LeakAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LeakSessionKey.self, .flow)
        registry.register(LeakGraphKey.self, .graph)
        registry.register(LeakRootServiceKey.self, .singleton)
        registry.register(LeakScreenKey.self)
    }
}

/// A presenter whose dependency comes from the current factory.
final class LeakPresenter {
    @Injected(\.thing) var thing
}

struct LeakPresenterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> LeakPresenter { LeakPresenter() }
}

enum ScopeLeak {
    /// The error a captive root service must stop with, however it is reached.
    static let captiveMessage = RivetError.captiveDependency(
        singleton: "LeakRootServiceKey",
        flowScoped: "LeakSessionKey",
        chain: ["LeakRootServiceKey", "LeakGraphKey", "LeakSessionKey"]
    ).description

    /// The exit test's body: a flow's screen builds the graph value, then asks for the root service. That must stop
    /// with the captive-dependency error. If it does not, reports whether a second flow's screen then sees the
    /// first flow's session through the root service, and exits with 3 (it does) or 4 (no error, but no leak seen).
    static func resolveScreenInTwoFlows() -> Never {
        let factory = Factory(LeakAssembly())
        let first = factory.beginFlow()
        let firstScreen = first[LeakScreenKey.self]
        reportLine("flow 1's screen resolved: no captive-dependency error")
        let second = factory.beginFlow()
        let secondScreen = second[LeakScreenKey.self]
        if secondScreen.service.session === first[LeakSessionKey.self] {
            reportLine("the root service holds flow 1's session, and flow 2's screen sees it")
            exit(3)
        }
        _ = firstScreen
        exit(4)
    }
}

extension Soundness {
    @Suite struct ScopeLeakTests {
        @Test func rootSingletonReachingAFlowKeyThroughAGraphKey_resolvedAlone_stopsAsACaptiveDependency() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = Factory(LeakAssembly())[LeakRootServiceKey.self]
            }
            let output = try #require(result).standardError
            #expect(output.contains(ScopeLeak.captiveMessage), "\(output)")
        }

        @Test func rootSingletonReachingAFlowKeyThroughAGraphKey_afterAFlowsScreenBuiltTheGraphValue_stopsAsACaptiveDependency() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                ScopeLeak.resolveScreenInTwoFlows()
            }
            let output = try #require(result).standardError
            #expect(output.contains(ScopeLeak.captiveMessage), "\(output)")
        }

        @Test func withCurrentFlow_insideAMakeRunningInTheRoot_bindsTheFlowForInjected() {
            let root = Factory(TestAssembly { $0.register(ThingKey.self, .singleton) { _ in Thing("root") } })
            let flow = root.beginFlow(TestAssembly { $0.register(ThingKey.self, .flow) { _ in Thing("flow") } })
            root.override(LeakPresenterKey.self) { _ in flow.withCurrent { LeakPresenter() } }
            let presenter = root[LeakPresenterKey.self]
            #expect(presenter.thing.label == "flow")
            #expect(presenter.thing === flow.thing)
        }
    }
}
