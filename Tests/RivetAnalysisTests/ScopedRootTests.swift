import Testing
@testable import RivetAnalysis

/// `Factory.withScopedRoot(A(), B()) { factory in … }` builds a root factory: its assemblies are judged as
/// `Factory(A(), B())`'s, and what the body resolves through `factory` as through `let factory = Factory(A(), B())`.
@Suite struct ScopedRootTests {
    static let assemblies = contractKeys + """
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(SessionKey.self, .flow)
            }
        }
        struct CaptiveAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(SessionKey.self, .flow)
                registry.register(APIClientKey.self, .singleton) { values in HTTPClient(session: values.session) }
            }
        }

        """

    static let flowNotRunning = "error: Rivet: flow-scoped `SessionKey` resolved with no flow running (SessionKey); resolve it "
        + "from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self]."

    @Test(arguments: [
        "Factory.withScopedRoot(AppAssembly()) { factory in\n    _ = factory.session\n}",
        "Factory.withScopedRoot(launch: .current, AppAssembly()) { (factory: Factory) in\n    _ = factory.session\n}",
        "Factory.withScopedRoot(AppAssembly(), body: { factory in\n    _ = factory.session\n})",
        "await Factory.withScopedRoot(AppAssembly()) { factory async in\n    _ = factory.session\n}",
        "try await Rivet.Factory.withScopedRoot(launch: LaunchContext(arguments: []), AppAssembly()) { [log] scope async throws -> Void in\n    _ = scope.session\n}",
    ])
    func aFlowKeyResolvedThroughTheScopedRoot_isReported(_ scope: String) {
        let source = Self.assemblies + "func run() async throws {\n" + scope + "\n}"
        #expect(diagnostics(source) == ["App.swift:40:9: \(Self.flowNotRunning)"])
    }

    @Test func theScopedRootsAssemblies_areJudgedAsARootFactorys() {
        let source = Self.assemblies + "func run() { Factory.withScopedRoot(CaptiveAssembly()) { _ in } }"
        #expect(diagnostics(source) == [
            "App.swift:35:90: error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> "
                + "SessionKey); make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
    }

    @Test func resolutionsInAFlowOfTheScope_orAfterAnOverride_orInANestedBlock_pass() {
        let source = Self.assemblies + """
            func run(verbose: Bool) {
                Factory.withScopedRoot(AppAssembly()) { factory in
                    let login = factory.beginFlow()
                    _ = login.session
                    if verbose { _ = factory.session }
                    factory.override(SessionKey.self) { _ in Session() }
                    _ = factory.session
                }
            }
            """
        #expect(diagnostics(source) == [])
        #expect(notes(["App.swift": source]) == [])
    }

    /// The scoped root is a root factory of the whole program: a key nothing registers is named with it.
    @Test func anInterfaceKeyNothingRegisters_isMissing_inTheScopedRoot() {
        let source = Self.assemblies + """
            struct PaymentsKey: InterfaceKey { typealias Value = any Payments }
            func run() {
                Factory.withScopedRoot(AppAssembly()) { factory in
                    _ = factory[PaymentsKey.self]
                }
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:41:13: error: Rivet: no live value for `PaymentsKey`: it has no make of its own and no assembly registers "
                + "one (searched Factory(AppAssembly); chain PaymentsKey); register it in the assembly of the module that implements "
                + "it: registry.register(PaymentsKey.self) { values in ... }.",
        ])
    }

    @Test func aScopedRootWithConditionalAssemblies_namesTheCondition() {
        let source = Self.assemblies + """
            struct SingletonSessionAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .singleton)
                }
            }
            func run() {
                Factory.withScopedRoot(AppAssembly(), SingletonSessionAssembly().when(.not(.test))) { factory in
                    _ = factory.session
                }
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:45:13: \(Self.flowNotRunning) This happens only when the launch context matches `test`.",
        ])
    }

    @Test func explain_namesTheScopedRootAndTheConditionalAssembly() throws {
        let source = Self.assemblies + """
            func run() {
                Factory.withScopedRoot(AppAssembly(), CaptiveAssembly().when(.argument("-captive"))) { factory in
                    _ = factory.apiClient
                }
            }
            """
        let text = try Analysis(files: [SourceFile(path: "App.swift", text: source)]).explanation(of: "SessionKey")
        #expect(text.contains(
            "In force\n  App.swift:39  factory in Factory.withScopedRoot(AppAssembly(), CaptiveAssembly() when argument -captive): flow-scoped, "
                + "registered by AppAssembly (App.swift:29); or, when it runs, the registration at App.swift:34 (flow-scoped)\n\n"
        ))
    }
}
