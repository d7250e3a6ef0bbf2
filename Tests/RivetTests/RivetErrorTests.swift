import Rivet
import Testing

// Every message, asserted whole: what users see when a graph is wrong.

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

@Suite struct RivetErrorTests {
    @Test func transientCycle_reportsTheChain() {
        let error = #expect(throws: RivetError.self) { try Factory().resolve(CycleAKey.self) }
        #expect(error == .dependencyCycle(chain: ["CycleAKey", "CycleBKey", "CycleAKey"]))
        #expect(error?.description == """
            Rivet: dependency cycle: `CycleAKey` needs itself (CycleAKey -> CycleBKey -> CycleAKey); \
            break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
            """)
    }

    @Test func singletonCycle_reportsTheChain_andLeavesTheFactoryUsable() throws {
        let factory = Factory(AppAssembly(), TestAssembly { registry in
            registry.register(CycleAKey.self, .singleton)
            registry.register(CycleBKey.self, .singleton)
        })
        #expect(throws: RivetError.dependencyCycle(chain: ["CycleBKey", "CycleAKey", "CycleBKey"])) {
            try factory.resolve(CycleBKey.self)
        }
        #expect(try factory.resolve(LoggerKey.self) === factory.logger)
    }

    @Test func cycleThroughAnInjectedProperty_reportsTheChain() {
        let factory = Factory()
        #expect(throws: RivetError.dependencyCycle(chain: ["LoopKey", "LoopKey"])) {
            try factory.withCurrent { try factory.resolve(LoopKey.self) }
        }
    }

    @Test func flowComponentOutsideAFlow_reportsThatNoFlowIsRunning() {
        let factory = Factory(AppAssembly())
        let error = #expect(throws: RivetError.self) { try factory.resolve(CartKey.self) }
        #expect(error == .flowNotRunning(key: "SessionKey", chain: ["CartKey", "SessionKey"]))
        #expect(error?.description == """
            Rivet: flow-scoped `SessionKey` resolved with no flow running (CartKey -> SessionKey); \
            resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self].
            """)
    }

    @Test func singletonDependingOnAFlowComponent_isACaptiveDependency_evenInsideAFlow() {
        let factory = Factory(AppAssembly(), TestAssembly { registry in
            registry.register(APIClientKey.self, .singleton) { values in
                _ = values.session
                return HTTPClient(log: values.logger)
            }
        })
        let error = #expect(throws: RivetError.self) { try factory.beginFlow().resolve(APIClientKey.self) }
        #expect(error == .captiveDependency(singleton: "APIClientKey", flowScoped: "SessionKey", chain: ["APIClientKey", "SessionKey"]))
        #expect(error?.description == """
            Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); \
            make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow.
            """)
    }

    @Test func captiveDependencyThroughATransient_namesTheWholeChain() {
        let factory = Factory(AppAssembly(), TestAssembly { $0.register(ThingKey.self, .singleton) { values in
            _ = values[CartKey.self]
            return Thing()
        } })
        #expect(throws: RivetError.captiveDependency(
            singleton: "ThingKey", flowScoped: "SessionKey", chain: ["ThingKey", "CartKey", "SessionKey"]
        )) {
            try factory.resolve(UsersOfThingKey.self)
        }
    }

    @Test func missingRegistration_messageNamesTheKeyAndWhereItLooked() {
        let factory = Factory(AppAssembly(), TestAssembly { _ in })
        let error = #expect(throws: RivetError.self) { try factory.resolve(PaymentsKey.self) }
        #expect(error?.description == """
            Rivet: no live value for `PaymentsKey`: it has no make of its own and no assembly registered it \
            (searched Factory(AppAssembly, TestAssembly); chain PaymentsKey); register it in the assembly \
            of the module that implements it: registry.register(PaymentsKey.self) { values in ... }.
            """)
    }

    @Test func endlessChainOfDistinctKeys_stopsAtTheDepthLimit_withAnAbridgedChain() {
        let error = #expect(throws: RivetError.self) { try Factory().resolve(EndlessKey<Int>.self) }
        guard case .resolutionTooDeep(let limit, let chain) = error else {
            Issue.record("expected resolutionTooDeep, got \(String(describing: error))")
            return
        }
        #expect(limit == 128)
        #expect(chain.count == 129)
        #expect(chain.first == "EndlessKey<Int>")
        #expect(error?.description.hasPrefix(
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
