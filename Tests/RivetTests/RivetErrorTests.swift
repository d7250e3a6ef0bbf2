import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// Every message, asserted whole: what users see when a graph is wrong. A failed resolution stops the
// program, so each runs in an exit test (a child process) and the test reads the message it stopped with.

struct CycleAKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { values[CycleBKey.self] }
}

struct CycleBKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { values[CycleAKey.self] }
}

struct CartKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { values.session }
}

/// A key of a new type at every level: no key repeats, so only the depth limit stops it.
struct EndlessKey<Level>: InjectionKey {
    static func make(_ values: InjectedValues) -> Int { values[EndlessKey<[Level]>.self] }
}

/// Where resolving `EndlessKey<Int>` stops: `EndlessKey<Int>`, `EndlessKey<Array<Int>>`, ..., the 128 keys
/// resolved, then the one refused.
let endlessChain = (0...128).map { level in
    "EndlessKey<" + String(repeating: "Array<", count: level) + "Int" + String(repeating: ">", count: level) + ">"
}

@Suite struct RivetErrorTests {
    @Test func transientCycle_stopsTheProgram_namingTheChain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory()[CycleAKey.self]
        }
        #expect(result?.rivetMessage == """
            Rivet: dependency cycle: `CycleAKey` needs itself (CycleAKey -> CycleBKey -> CycleAKey); \
            break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
            """)
    }

    @Test func singletonCycle_stopsTheProgram_namingTheChainFromTheKeyResolved() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(AppAssembly(), TestAssembly { registry in
                registry.register(CycleAKey.self, .singleton)
                registry.register(CycleBKey.self, .singleton)
            })
            _ = factory[CycleBKey.self]
        }
        #expect(result?.rivetMessage == RivetError.dependencyCycle(chain: ["CycleBKey", "CycleAKey", "CycleBKey"]).description)
    }

    @Test func cycleThroughAnInjectedProperty_stopsTheProgram_namingTheChain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory()
            _ = factory.withCurrent { factory[LoopKey.self] }
        }
        #expect(result?.rivetMessage == RivetError.dependencyCycle(chain: ["LoopKey", "LoopKey"]).description)
    }

    @Test func flowComponentOutsideAFlow_stopsTheProgram_sayingThatNoFlowIsRunning() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory(AppAssembly())[CartKey.self]
        }
        #expect(result?.rivetMessage == RivetError.flowNotRunning(key: "SessionKey", chain: ["CartKey", "SessionKey"]).description)
        #expect(result?.rivetMessage == """
            Rivet: flow-scoped `SessionKey` resolved with no flow running (CartKey -> SessionKey); \
            resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self].
            """)
    }

    @Test func singletonDependingOnAFlowComponent_isACaptiveDependency_evenInsideAFlow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(AppAssembly(), TestAssembly { registry in
                registry.register(APIClientKey.self, .singleton) { values in
                    _ = values.session
                    return HTTPClient(log: values.logger)
                }
            })
            _ = factory.beginFlow()[APIClientKey.self]
        }
        #expect(result?.rivetMessage == RivetError.captiveDependency(
            singleton: "APIClientKey", flowScoped: "SessionKey", chain: ["APIClientKey", "SessionKey"]
        ).description)
        #expect(result?.rivetMessage == """
            Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); \
            make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow.
            """)
    }

    @Test func captiveDependencyThroughATransient_namesTheWholeChain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(AppAssembly(), TestAssembly { $0.register(ThingKey.self, .singleton) { values in
                _ = values[CartKey.self]
                return Thing()
            } })
            _ = factory[UsersOfThingKey.self]
        }
        #expect(result?.rivetMessage == RivetError.captiveDependency(
            singleton: "ThingKey", flowScoped: "SessionKey", chain: ["ThingKey", "CartKey", "SessionKey"]
        ).description)
    }

    @Test func missingRegistration_messageNamesTheKeyAndWhereItLooked() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory(AppAssembly(), TestAssembly { _ in })[PaymentsKey.self]
        }
        #expect(result?.rivetMessage == """
            Rivet: no live value for `PaymentsKey`: it has no make of its own and no assembly registers one \
            (searched Factory(AppAssembly, TestAssembly); chain PaymentsKey); register it in the assembly \
            of the module that implements it: registry.register(PaymentsKey.self) { values in ... }.
            """)
    }

    @Test func endlessChainOfDistinctKeys_stopsAtTheDepthLimit_withAnAbridgedChain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory()[EndlessKey<Int>.self]
        }
        #expect(result?.rivetMessage == RivetError.resolutionTooDeep(limit: 128, chain: endlessChain).description)
        #expect(result?.rivetMessage?.hasPrefix(
            "Rivet: resolution nested deeper than 128 components (EndlessKey<Int> -> EndlessKey<Array<Int>> -> "
        ) == true)
    }

    @Test func weakSingletonOfAValue_messageSaysHowToFixIt() {
        #expect(RivetError.notAnObject(key: "CountKey").description == """
            Rivet: weak singleton `CountKey` built a value that is not a class instance, which cannot be held weakly; \
            register it as .singleton or .transient, or make its value a class.
            """)
    }

    @Test func everyMessage_startsWithTheRivetPrefix() {
        let errors: [RivetError] = [
            .dependencyCycle(chain: ["A", "A"]), .flowNotRunning(key: "A", chain: ["A"]),
            .captiveDependency(singleton: "A", flowScoped: "B", chain: ["A", "B"]),
            .missingRegistration(key: "A", searched: [], chain: ["A"]), .resolutionTooDeep(limit: 1, chain: ["A"]),
            .noCurrentFactory(for: "Factory.current"), .rootAlreadyInstalled, .notAnObject(key: "A"),
            .mainActorRequired(key: "A", chain: ["A"]),
        ]
        for error in errors {
            #expect(error.description.hasPrefix("Rivet: "))
        }
    }
}

struct UsersOfThingKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { values.thing }
}

/// A component whose property wrapper resolves the component itself.
final class Loop {
    @Injected(\.loop) var next: Loop
}

struct LoopKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Loop { Loop() }
}

extension InjectedValues {
    var loop: Loop { self[LoopKey.self] }
}
