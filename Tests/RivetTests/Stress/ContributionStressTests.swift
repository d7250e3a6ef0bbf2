#if canImport(Glibc)
import Glibc
import Rivet
import RivetTestSupport
import Synchronization
import Testing

// A dictionary with hundreds of contributions from dozens of assemblies, and a list with contributions in the
// root and in flows, resolved by many threads while others override the contributed keys and reset: every
// resolution gets every entry, each built from the registration in force.

final class RouteScreen: StressCanary, @unchecked Sendable {
    let route: String
    init(_ route: String, _ census: Census) {
        self.route = route
        super.init(census)
    }
}

struct StressRoutesKey: DictionaryKey {
    typealias EntryKey = String
    typealias Element = RouteScreen
}
struct StressHandlersKey: ListKey { typealias Element = RouteScreen }
struct SharedScreenKey: InjectionKey {
    static func make(_ values: InjectedValues) -> RouteScreen { fatalError("registered") }
}

@Suite struct ContributionStressTests {
    @Test func hundredsOfContributions_resolvedByManyThreadsWhileOverridden_areAllThereEachTime() {
        let census = Census("screen")
        let violations = Violations()
        let assemblies = (0..<40).map { assembly in
            TestAssembly { registry in
                for entry in 0..<10 {
                    let route = "\(assembly).\(entry)"
                    registry.contribute(StressRoutesKey.self, at: route) { _ in RouteScreen(route, census) }
                }
                registry.contribute(StressHandlersKey.self) { _ in RouteScreen("handler \(assembly)", census) }
            }
        } + [TestAssembly { registry in
            registry.register(SharedScreenKey.self, .singleton) { _ in RouteScreen("shared", census) }
            registry.contribute(StressRoutesKey.self, at: "shared", SharedScreenKey.self)
            registry.contribute(StressHandlersKey.self, SharedScreenKey.self)
        }]
        let factory = Factory(assemblies: assemblies)
        let flowAssembly = TestAssembly { registry in
            registry.contribute(StressRoutesKey.self, at: "flow") { _ in RouteScreen("flow", census) }
            registry.contribute(StressHandlersKey.self) { _ in RouteScreen("flow handler", census) }
        }
        let threads = max(4, StressKnobs.threads)
        let rounds = max(200, StressKnobs.churn / 100)
        let watchdog = StallWatchdog(workers: threads, context: "contribution stress")
        watchdog.watch {
            runThreads(threads) { index in
                for round in 0..<rounds {
                    watchdog.heartbeats[index].beat(round)
                    if index == 0 {
                        if round % 2 == 0 {
                            factory.override(SharedScreenKey.self) { _ in RouteScreen("shared", census) }
                        } else {
                            factory.reset()
                        }
                        continue
                    }
                    let inFlow = round % 3 == 0
                    let scope = inFlow ? factory.beginFlow(flowAssembly) : factory
                    let routes = scope[StressRoutesKey.self]
                    let handlers = scope[StressHandlersKey.self]
                    if routes.count != 401 + (inFlow ? 1 : 0) { violations.add("\(routes.count) routes") }
                    if handlers.count != 41 + (inFlow ? 1 : 0) { violations.add("\(handlers.count) handlers") }
                    for (route, screen) in routes {
                        screen.check("a contributed screen")
                        if screen.route != route { violations.add("route \(route) built \(screen.route)") }
                    }
                    if handlers[40].route != "shared" || (inFlow && handlers[41].route != "flow handler") {
                        violations.add("handlers out of order: \(handlers.map(\.route).suffix(2))")
                    }
                }
                // Done: the overriding worker, whose rounds are cheap, must not look stalled to the watchdog.
                watchdog.heartbeats[index].finished.store(true, ordering: .relaxed)
            }
        }
        #expect(violations.all.isEmpty)
    }

    @Test func listOverriddenWholeAndResetWhileResolved_isEitherTheContributionsOrTheOverride() {
        let census = Census("handler")
        let violations = Violations()
        let factory = Factory(TestAssembly { registry in
            registry.contribute(StressHandlersKey.self) { _ in RouteScreen("a", census) }
            registry.contribute(StressHandlersKey.self) { _ in RouteScreen("b", census) }
        })
        let flowAssembly = TestAssembly { $0.contribute(StressHandlersKey.self) { _ in RouteScreen("flow", census) } }
        let threads = max(4, StressKnobs.threads)
        let rounds = max(20_000, StressKnobs.churn)
        let watchdog = StallWatchdog(workers: threads, context: "list override race")
        watchdog.watch {
            runThreads(threads) { index in
                let flow = factory.beginFlow(flowAssembly)
                for round in 0..<rounds {
                    watchdog.heartbeats[index].beat(round)
                    if index == 0 {
                        if round % 2 == 0 {
                            factory.override(StressHandlersKey.self) { _ in [RouteScreen("whole", census)] }
                        } else {
                            factory.reset()
                        }
                        continue
                    }
                    let routes = factory[StressHandlersKey.self].map(\.route)
                    if routes != ["a", "b"] && routes != ["whole"] { violations.add("root: \(routes)") }
                    let inFlow = flow[StressHandlersKey.self].map(\.route)
                    if inFlow != ["a", "b", "flow"] && inFlow != ["whole", "flow"] { violations.add("flow: \(inFlow)") }
                }
                watchdog.heartbeats[index].finished.store(true, ordering: .relaxed)
            }
        }
        #expect(violations.all.isEmpty)
    }
}
#endif
