import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// The messages of issue 14's failures, asserted whole, each in an exit test: a hook without a registration, two
// contributions of one dictionary entry, a key of both kinds, a flow-scoped parameterized key outside a flow,
// and captive dependencies through a per-argument singleton and through a contributed element.

/// A type that is both kinds of key.
struct DualKey: InjectionKey, ParameterizedKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("plain") }
    static func make(_ values: InjectedValues, _ id: Int) -> Thing { Thing("with \(id)") }
}

/// Contributes the "cart" route: the first of two contributions of that entry.
struct CartRoutesAssembly: Assembly {
    static let line = #line + 2
    func assemble(into registry: inout Registry) {
        registry.contribute(RoutesKey.self, at: "cart") { _ in Thing("cart") }
    }
}

/// Contributes the "cart" route again, by key.
struct OtherCartRoutesAssembly: Assembly {
    static let line = #line + 2
    func assemble(into registry: inout Registry) {
        registry.contribute(RoutesKey.self, at: "cart", ThingKey.self)
    }
}

/// A parameterized key that only a flow can hold.
struct FlowOnlyItemKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> Thing { Thing("flow item \(id)") }
}

/// A per-argument singleton whose make needs the flow's session: a captive dependency.
struct CaptiveItemKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> Session { values.session }
}

func contributionSource(_ assembly: String, line: Int) -> String {
    "\(assembly) (RivetTests/ModularRivetErrorTests.swift:\(line))"
}

@Suite struct ModularRivetErrorTests {
    @Test func hookForAKeyTheFactoryDoesNotRegister_stopsWhenTheFactoryIsBuilt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory(TestAssembly { $0.onCreate(ThingKey.self) { _, _ in } })
        }
        #expect(result?.rivetMessage == RivetError.hookWithoutRegistration(key: "ThingKey", scope: "Factory(TestAssembly)").description)
        #expect(result?.rivetMessage == """
            Rivet: `ThingKey` has a hook (onCreate or decorate) in Factory(TestAssembly), which does not register it, \
            so the hook would never run; register it in the same assemblies: registry.register(ThingKey.self, ...).
            """)
    }

    @Test func flowsHookForAKeyOnlyItsParentRegisters_stopsWhenTheFlowBegins() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(AppAssembly())
            _ = factory.beginFlow(TestAssembly { $0.decorate(LoggerKey.self) { _, logger in logger } })
        }
        #expect(result?.rivetMessage == RivetError.hookWithoutRegistration(key: "LoggerKey", scope: "flow(TestAssembly)").description)
    }

    @Test func parameterizedHookWithoutARegistration_stopsTheSameWay() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory(AppAssembly(), TestAssembly { $0.onCreate(ItemKey.self) { _, _, _ in } })
        }
        #expect(result?.rivetMessage == RivetError.hookWithoutRegistration(key: "ItemKey", scope: "Factory(AppAssembly, TestAssembly)").description)
    }

    @Test func twoContributionsOfOneEntry_inOneFactory_stopTheResolutionNamingBoth() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory(CartRoutesAssembly(), OtherCartRoutesAssembly()).routes
        }
        #expect(result?.rivetMessage == RivetError.duplicateContribution(
            collection: "RoutesKey",
            entry: "\"cart\"",
            first: contributionSource("CartRoutesAssembly", line: CartRoutesAssembly.line),
            second: contributionSource("OtherCartRoutesAssembly", line: OtherCartRoutesAssembly.line)
        ).description)
        #expect(result?.rivetMessage == """
            Rivet: `RoutesKey` has two contributions for the entry "cart" (\
            CartRoutesAssembly (RivetTests/ModularRivetErrorTests.swift:\(CartRoutesAssembly.line)) and \
            OtherCartRoutesAssembly (RivetTests/ModularRivetErrorTests.swift:\(OtherCartRoutesAssembly.line))); \
            contribute each entry once: to replace one, override the key it is contributed with.
            """)
    }

    @Test func flowContributingAnEntryItsRootContributes_stopsTheResolutionNamingBoth() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(CartRoutesAssembly())
            _ = factory.routes   // fine in the root
            _ = factory.beginFlow(OtherCartRoutesAssembly()).routes
        }
        #expect(result?.rivetMessage == RivetError.duplicateContribution(
            collection: "RoutesKey",
            entry: "\"cart\"",
            first: contributionSource("CartRoutesAssembly", line: CartRoutesAssembly.line),
            second: contributionSource("OtherCartRoutesAssembly", line: OtherCartRoutesAssembly.line)
        ).description)
    }

    @Test func duplicateEntry_isFoundBeforeAnyElementIsBuilt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(CartRoutesAssembly(), TestAssembly { registry in
                registry.register(ThingKey.self) { _ in fatalError("an element was built before the check") }
            }, OtherCartRoutesAssembly())
            _ = factory.routes
        }
        #expect(result?.rivetMessage?.hasPrefix("Rivet: `RoutesKey` has two contributions") == true)
    }

    @Test func typeOfBothKindsOfKey_registeredWithAnArgument_stops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory(TestAssembly { $0.register(DualKey.self) { _, id in Thing("with \(id)") } })
        }
        #expect(result?.rivetMessage == RivetError.keyKindMismatch(key: "DualKey").description)
        #expect(result?.rivetMessage == """
            Rivet: `DualKey` is both an InjectionKey and a ParameterizedKey, registered as one and resolved as the other; \
            make the type conform to one of them.
            """)
    }

    @Test func typeOfBothKindsOfKey_registeredWithoutAnArgument_resolvedWithOne_stops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(TestAssembly { $0.register(DualKey.self, Lifecycle.singleton) })
            _ = factory[DualKey.self, 1]
        }
        #expect(result?.rivetMessage == RivetError.keyKindMismatch(key: "DualKey").description)
    }

    @Test func flowScopedParameterizedKey_withNoFlowRunning_saysSo() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(TestAssembly { $0.register(FlowOnlyItemKey.self, .flow) })
            _ = factory[FlowOnlyItemKey.self, 1]
        }
        #expect(result?.rivetMessage == RivetError.flowNotRunning(key: "FlowOnlyItemKey", chain: ["FlowOnlyItemKey"]).description)
    }

    @Test func perArgumentSingletonNeedingAFlowComponent_isACaptiveDependency_evenResolvedInAFlow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(AppAssembly(), TestAssembly { $0.register(CaptiveItemKey.self, .singleton) })
            _ = factory.beginFlow()[CaptiveItemKey.self, 1]
        }
        #expect(result?.rivetMessage == RivetError.captiveDependency(
            singleton: "CaptiveItemKey", flowScoped: "SessionKey", chain: ["CaptiveItemKey", "SessionKey"]
        ).description)
    }

    @Test func singletonNeedingAFlowScopedParameterizedKey_isACaptiveDependency() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(TestAssembly { registry in
                registry.register(FlowOnlyItemKey.self, .flow)
                registry.register(ThingKey.self, .singleton) { values in values[FlowOnlyItemKey.self, 1] }
            })
            _ = factory.beginFlow().thing
        }
        #expect(result?.rivetMessage == RivetError.captiveDependency(
            singleton: "ThingKey", flowScoped: "FlowOnlyItemKey", chain: ["ThingKey", "FlowOnlyItemKey"]
        ).description)
    }

    @Test func singletonNeedingAListWithAFlowScopedElement_isACaptiveDependency_namingTheList() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(AppAssembly(), TestAssembly { registry in
                registry.register(ProfileHandlerKey.self, .flow)
                registry.contribute(HandlersKey.self, ProfileHandlerKey.self)
                registry.register(ThingKey.self, .singleton) { values in Thing("\(values.handlers.count) handlers") }
            })
            _ = factory.beginFlow().thing
        }
        #expect(result?.rivetMessage == RivetError.captiveDependency(
            singleton: "ThingKey", flowScoped: "ProfileHandlerKey", chain: ["ThingKey", "HandlersKey", "ProfileHandlerKey"]
        ).description)
    }
}
