import Rivet
@testable import RivetAnalysis
import Testing

// One catalogue of messages: for a mistake that both the build plugin and the runtime report, the build
// error is the runtime's `RivetError` message for the same keys, chain and scopes, word for word. Each
// fixture is the program the runtime test named in the comment runs, so the two messages users see for
// one mistake are asserted to be one text. (The rule tests assert where each is reported.)

/// The messages the analysis reports for `files`, without their locations.
private func messages(_ files: [String: String]) -> [String] {
    let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
    return Analysis(files: sources, options: Analysis.Options(isPartial: false)).diagnostics.map(\.kind.description)
}

@Suite struct MessageCatalogueTests {
    /// RivetErrorTests' `transientCycle_stopsTheProgram_namingTheChain`.
    @Test func dependencyCycle_readsAsTheRuntimesMessage() {
        let source = """
            struct CycleAKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Thing { values[CycleBKey.self] }
            }
            struct CycleBKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Thing { values[CycleAKey.self] }
            }
            """
        #expect(messages(["App.swift": source]) == [
            Rivet.RivetError.dependencyCycle(chain: ["CycleAKey", "CycleBKey", "CycleAKey"]).description,
        ])
    }

    /// RivetErrorTests' `singletonDependingOnAFlowComponent_isACaptiveDependency_evenInsideAFlow`.
    @Test func captiveDependency_readsAsTheRuntimesMessage() {
        let source = Self.session + """
            struct APIClientKey: InjectionKey {
                static func make(_ values: InjectedValues) -> HTTPClient { HTTPClient(session: values[SessionKey.self]) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                    registry.register(APIClientKey.self, .singleton)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(messages(["App.swift": source]) == [
            Rivet.RivetError.captiveDependency(singleton: "APIClientKey", flowScoped: "SessionKey", chain: ["APIClientKey", "SessionKey"]).description,
        ])
    }

    /// RivetErrorTests' `flowComponentOutsideAFlow_stopsTheProgram_sayingThatNoFlowIsRunning`: the runtime
    /// cannot know what the factory's constant is called, so neither message names it (`app` here).
    @Test func flowNotRunning_readsAsTheRuntimesMessage_whateverTheFactoryIsCalled() {
        let source = Self.session + """
            struct CartKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Cart { Cart(session: values[SessionKey.self]) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                }
            }
            func start() {
                let app = Factory(AppAssembly())
                _ = app[CartKey.self]
            }
            """
        #expect(messages(["App.swift": source]) == [
            Rivet.RivetError.flowNotRunning(key: "SessionKey", chain: ["CartKey", "SessionKey"]).description,
        ])
    }

    /// RivetErrorTests' `missingRegistration_messageNamesTheKeyAndWhereItLooked`: resolved through the root
    /// factory, which is all the runtime searches. Resolved in a `make`, which any factory or flow may run,
    /// the scopes searched are all those the sources build, none of whose assemblies registers the key.
    @Test func missingRegistration_readsAsTheRuntimesMessage_listingTheScopesSearched() {
        let source = """
            struct PaymentsKey: InterfaceKey { typealias Value = any Payments }
            struct CheckoutKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Checkout { Checkout(payments: values[PaymentsKey.self]) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {}
            }
            struct TestAssembly: Assembly {
                func assemble(into registry: inout Registry) {}
            }
            func start() {
                let factory = Factory(AppAssembly(), TestAssembly())
                let checkout = factory.beginFlow(TestAssembly())
                _ = factory[PaymentsKey.self]
            }
            """
        #expect(messages(["App.swift": source]) == [
            Rivet.RivetError.missingRegistration(
                key: "PaymentsKey", searched: ["Factory(AppAssembly, TestAssembly)", "flow(TestAssembly)"],
                chain: ["CheckoutKey", "PaymentsKey"]
            ).description,
            Rivet.RivetError.missingRegistration(
                key: "PaymentsKey", searched: ["Factory(AppAssembly, TestAssembly)"], chain: ["PaymentsKey"]
            ).description,
        ])
    }

    /// The corpus program `ErrAsyncNotReady`: a repository read from the root before any warm-up opened the
    /// database it reads; and an async make reading, without awaiting, a component of its own warm-up.
    @Test func asyncComponentNotReady_readsAsTheRuntimesMessage() {
        let source = asyncKeys + """
            struct SessionStoreKey: InterfaceKey { typealias Value = SessionStore }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.registerAsync(KeychainKey.self)
                    registry.registerAsync(DatabaseKey.self)
                    registry.registerAsync(SessionStoreKey.self) { values in SessionStore(values[DatabaseKey.self]) }
                }
            }
            func launch() {
                let factory = Factory(AppAssembly())
                _ = factory[UsersRepositoryKey.self]
            }
            """
        #expect(messages(["App.swift": source]) == [
            Rivet.RivetError.asyncComponentNotReady(key: "DatabaseKey", chain: ["SessionStoreKey", "DatabaseKey"]).description,
            Rivet.RivetError.asyncComponentNotReady(key: "DatabaseKey", chain: ["UsersRepositoryKey", "DatabaseKey"]).description,
        ])
    }

    /// The corpus program `ErrAsyncNotRegistered`: an async key registered with plain `register`, and one
    /// that nothing registers, awaited by another's make.
    @Test func asyncComponentNotRegistered_readsAsTheRuntimesMessage() {
        let source = asyncKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(DatabaseKey.self, .singleton)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(messages(["App.swift": source]) == [
            Rivet.RivetError.asyncComponentNotRegistered(key: "KeychainKey", chain: ["DatabaseKey", "KeychainKey"]).description,
            Rivet.RivetError.asyncComponentNotRegistered(key: "DatabaseKey", chain: ["DatabaseKey"]).description,
        ])
    }

    /// The corpus program `ErrDuplicateContribution`: the runtime names each contribution by the assembly
    /// the factory was built from and the call's `#fileID` and line; the analysis takes the module from
    /// the `Sources/<Module>/` folder of the path.
    @Test func duplicateContribution_readsAsTheRuntimesMessage_namingBothContributions() {
        let source = """
            struct SinksKey: DictionaryKey {
                typealias EntryKey = String
                typealias Element = any Sink
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.contribute(SinksKey.self, at: "console") { _ in ConsoleSink() }
                }
            }
            struct DebugAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.contribute(SinksKey.self, at: "console") { _ in VerboseSink() }
                }
            }
            let factory = Factory(AppAssembly(), DebugAssembly())
            """
        #expect(messages(["Sources/Shop/Sinks.swift": source]) == [
            Rivet.RivetError.duplicateContribution(
                collection: "SinksKey", entry: String(reflecting: "console"),
                first: "AppAssembly (Shop/Sinks.swift:7)", second: "DebugAssembly (Shop/Sinks.swift:12)"
            ).description,
        ])
    }

    /// The corpus program `ErrHookWithoutRegistration`: the scope is named as `Factory.description` names it.
    @Test func hookWithoutRegistration_readsAsTheRuntimesMessage_namingTheScope() {
        let source = """
            struct PlayerKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Player { Player() }
            }
            struct AnalyticsAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.onCreate(PlayerKey.self) { _, player in player.track() }
                }
            }
            let widget = Factory(AnalyticsAssembly())
            let flow = widget.beginFlow(AnalyticsAssembly())
            """
        #expect(messages(["App.swift": source]) == [
            Rivet.RivetError.hookWithoutRegistration(key: "PlayerKey", scope: "Factory(AnalyticsAssembly)").description,
            Rivet.RivetError.hookWithoutRegistration(key: "PlayerKey", scope: "flow(AnalyticsAssembly)").description,
        ])
    }

    /// The corpus program `ErrKeyKindMismatch`.
    @Test func keyKindMismatch_readsAsTheRuntimesMessage() {
        let source = """
            struct ThemeKey: InjectionKey, ParameterizedKey {
                static func make(_ values: InjectedValues) -> Theme { Theme() }
                static func make(_ values: InjectedValues, _ name: String) -> Theme { Theme(name) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(ThemeKey.self) { values, name in Theme(name) }
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(messages(["App.swift": source]) == [Rivet.RivetError.keyKindMismatch(key: "ThemeKey").description])
    }

    /// A mistake made through a scoped root's body, or only when a conditional assembly is applied, reads
    /// as the runtime's message for it; a condition adds one sentence naming it.
    @Test func scopedRootAndConditionalAssembly_problems_readAsTheRuntimesMessages() {
        let source = Self.session + """
            struct APIClientKey: InjectionKey {
                static func make(_ values: InjectedValues) -> HTTPClient { HTTPClient(session: values[SessionKey.self]) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                }
            }
            struct CacheAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton)
                }
            }
            func run() {
                Factory.withScopedRoot(AppAssembly(), CacheAssembly().when(.argument("-cache"))) { scope in
                    _ = scope[SessionKey.self]
                }
            }
            """
        #expect(messages(["App.swift": source]) == [
            Rivet.RivetError.captiveDependency(singleton: "APIClientKey", flowScoped: "SessionKey", chain: ["APIClientKey", "SessionKey"]).description
                + " This happens only when the launch context matches `argument -cache`.",
            Rivet.RivetError.flowNotRunning(key: "SessionKey", chain: ["SessionKey"]).description,
        ])
    }

    /// A flow-scoped key, registered as such by each fixture's assembly.
    static let session = """
        struct SessionKey: InjectionKey {
            static func make(_ values: InjectedValues) -> Session { Session() }
        }

        """
}
