import Testing
@testable import RivetAnalysis

/// An override made first through the root factory, but under an `if` (a demo mode, a launch flag): one of the
/// ways the key is built, in force when the condition holds. A mistake in it is reported with its condition.
@Suite struct ConditionalOverrideTests {
    static let keys = """
        final class Session {}
        final class Catalog { init(_ parts: Any...) {} }
        final class Clock {}
        struct SessionKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Session { Session() }
        }
        struct CatalogKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Catalog { Catalog() }
        }
        struct ClockKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Clock { Clock() }
        }
        extension InjectedValues {
            var session: Session { self[SessionKey.self] }
            var catalog: Catalog { self[CatalogKey.self] }
            var clock: Clock { self[ClockKey.self] }
        }
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(SessionKey.self, .flow)
                registry.register(CatalogKey.self, .singleton)
            }
        }
        let isDemoMode = CommandLine.arguments.contains("-demo")

        """

    static func launch(_ body: String) -> [String: String] {
        ["App.swift": keys, "main.swift": "let factory = Factory(AppAssembly())\n" + body + "let flow = factory.beginFlow()\n_ = flow.catalog\n"]
    }

    @Test func aCaptiveInAnOverrideMadeUnderAnIf_isAnErrorNamingTheCondition() {
        let found = diagnostics(Self.launch("if isDemoMode {\n    factory.override(CatalogKey.self) { values in Catalog(values.session) }\n}\n"))
        #expect(found == [
            "main.swift:3:59: error: Rivet: singleton `CatalogKey` depends on flow-scoped `SessionKey` (CatalogKey -> SessionKey); make CatalogKey flow-scoped or resolve SessionKey lazily inside the flow. This happens only when `isDemoMode` is true.",
        ])
    }

    @Test func aHarmlessOverrideUnderAnIf_orTheSameWithItsOwnLifecycle_passes() {
        #expect(diagnostics(Self.launch("if isDemoMode {\n    factory.override(CatalogKey.self) { _ in Catalog() }\n}\n")) == [])
        #expect(diagnostics(Self.launch("if isDemoMode {\n    factory.override(CatalogKey.self, .flow) { values in Catalog(values.session) }\n}\n")) == [])
        #expect(notes(Self.launch("if isDemoMode {\n    factory.override(CatalogKey.self) { _ in Catalog() }\n}\n")) == [])
    }

    @Test func anOverrideInAnArmOfAnIfElseChain_isJudgedInThatArm() {
        let chain = "if isDemoMode {\n    factory.override(CatalogKey.self) { values in Catalog(values.session) }\n} else {\n    print(0)\n}\n"
        #expect(diagnostics(Self.launch(chain)) == [
            "main.swift:3:59: error: Rivet: singleton `CatalogKey` depends on flow-scoped `SessionKey` (CatalogKey -> SessionKey); make CatalogKey flow-scoped or resolve SessionKey lazily inside the flow. This happens only when `isDemoMode` is true.",
        ])
        let inElse = "if isDemoMode {\n    print(0)\n} else {\n    factory.override(CatalogKey.self) { values in Catalog(values.session) }\n}\n"
        #expect(diagnostics(Self.launch(inElse)) == [
            "main.swift:5:59: error: Rivet: singleton `CatalogKey` depends on flow-scoped `SessionKey` (CatalogKey -> SessionKey); make CatalogKey flow-scoped or resolve SessionKey lazily inside the flow. This happens only when `isDemoMode` is false.",
        ])
    }

    @Test func anOverrideMadeAfterTheFactoryWasUsed_isAWarningWhereItReadsTheFlowKey() {
        // The singleton may have been built before the override: whether the override builds it is not settled.
        let afterUse = "print(factory.clock)\nfactory.override(CatalogKey.self) { values in Catalog(values.session) }\n"
        #expect(diagnostics(Self.launch(afterUse)) == [
            "main.swift:3:55: warning: Rivet: singleton `CatalogKey` depends on flow-scoped `SessionKey` (CatalogKey -> SessionKey); make CatalogKey flow-scoped or resolve SessionKey lazily inside the flow. The read is in an override of `CatalogKey` that may be in force when it is built, which may not run; when it runs, it stops the program (// rivet: ignore captive-dependency keeps it).",
        ])
        // With a lifecycle of its own, the override's value lives in the flow: nothing to report.
        let ownLifecycle = "print(factory.clock)\nfactory.override(CatalogKey.self, .flow) { values in Catalog(values.session) }\n"
        #expect(diagnostics(Self.launch(ownLifecycle)) == [])
    }

    @Test func theSameKeyOverriddenInTwoArms_isJudgedInEachArm() {
        // Each arm's override is the key's registration when it is taken: the captive one in the first arm is not lost.
        let chain = "if isDemo {\n    factory.override(CatalogKey.self) { values in Catalog(values.session) }\n} else {\n    factory.override(CatalogKey.self) { _ in Catalog() }\n}\n"
        #expect(diagnostics(Self.launch(chain)) == [
            "main.swift:3:59: error: Rivet: singleton `CatalogKey` depends on flow-scoped `SessionKey` (CatalogKey -> SessionKey); make CatalogKey flow-scoped or resolve SessionKey lazily inside the flow. This happens only when `isDemo` is true.",
        ])
    }

    @Test func overridesMadeFirstInOrder_theLastMadeIsInForce() {
        // Two overrides made first: the earlier is replaced before anything resolved, and never builds the key.
        let replaced = "factory.override(CatalogKey.self) { values in Catalog(values.session) }\nfactory.override(CatalogKey.self) { _ in Catalog() }\n"
        #expect(diagnostics(Self.launch(replaced)) == [])
        // One made under an `if`, then one made whatever the condition: the latter is in force in either arm.
        let thenAlways = "if isDemo {\n    factory.override(CatalogKey.self) { _ in Catalog() }\n}\nfactory.override(CatalogKey.self) { values in Catalog(values.session) }\n"
        #expect(diagnostics(Self.launch(thenAlways)) == [
            "main.swift:5:55: error: Rivet: singleton `CatalogKey` depends on flow-scoped `SessionKey` (CatalogKey -> SessionKey); make CatalogKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
    }
}
