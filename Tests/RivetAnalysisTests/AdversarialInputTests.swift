import Testing
@testable import RivetAnalysis
import RivetTestSupport

/// Inputs no compiler would accept must neither crash nor hang the analysis, and must yield nothing.
@Suite struct AdversarialInputTests {
    static let cycle = """
        struct AKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { values[BKey.self] } }
        struct BKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { values[AKey.self] } }

        """

    @Test(arguments: [
        "let s = \"never closed",
        "/* /* nested, never closed */",
        "let s = \"\"\"\nno end",
        "let s = #\"raw, no end\"",
        "let r = #/ no end",
        "let s = \"\\(unclosed interpolation",
        "func f() { {",
        "} ) ]",
    ])
    func unterminatedOrUnbalancedFile_isSkippedWhole(_ tail: String) {
        let analysis = Analysis(files: [SourceFile(path: "Bad.swift", text: Self.cycle + tail)])
        #expect(analysis.diagnostics == [])
        #expect(analysis.unreadableFiles == ["Bad.swift"])
    }

    @Test func deepNesting_ofBracketsAndInterpolations_finishes() {
        let depth = 50_000
        let brackets = String(repeating: "{([", count: depth) + String(repeating: "])}", count: depth)
        let interpolations = String(repeating: "\"\\(", count: 2_000) + String(repeating: ")\"", count: 2_000)
        let analysis = Analysis(files: [
            SourceFile(path: "Brackets.swift", text: brackets),
            SourceFile(path: "Strings.swift", text: interpolations),
        ])
        #expect(analysis.diagnostics == [])
        #expect(analysis.unreadableFiles == ["Strings.swift"])
    }

    @Test func randomBytesAndInvalidUTF8_neverCrash() {
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet = Array("{}()[]\"#/\\*`$@:.,;=<>-! \n\tabcKey_0\u{00E9}".utf8) + [0xFF, 0xC3, 0x80, 0x00]
        for length in [0, 1, 2, 7, 64, 4_096] {
            for _ in 0..<50 {
                let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                let analysis = Analysis(files: [SourceFile(path: "Random.swift", bytes: bytes)])
                #expect(analysis.diagnostics.allSatisfy { $0.path == "Random.swift" })
            }
        }
    }

    @Test func invalidUTF8_insideAFile_stillLetsTheRestBeRead() {
        var bytes = Array(Self.cycle.utf8)
        bytes.insert(contentsOf: [0xFF, 0xFE, 0xC3], at: 0)
        bytes.insert(contentsOf: [0x2F, 0x2F, 0xFF, 0x0A], at: 3)
        let analysis = Analysis(files: [SourceFile(path: "Bytes.swift", bytes: bytes)])
        #expect(analysis.diagnostics.map(\.kind).filter { $0.severity != .note } == [.dependencyCycle(chain: ["AKey", "BKey", "AKey"])])
    }
}

/// Launch conditions, scoped roots and Observation written oddly: nothing crashes, a factory whose
/// arguments cannot be read is a note (as any other), and nothing is guessed.
@Suite struct LaunchAndObservationHazardTests {
    static let assembly = """
        struct SessionKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { 1 } }
        struct AppAssembly: Assembly { func assemble(into registry: inout Registry) { registry.register(SessionKey.self, .flow) } }

        """

    @Test(arguments: [
        "Factory(AppAssembly().when)",
        "Factory(AppAssembly().when())",
        "Factory(AppAssembly().when(.test, .preview))",
        "Factory(AppAssembly().when(condition: .test))",
        "Factory(AppAssembly().when(.test).unless(.preview))",
        "Factory(AppAssembly().when(.test)())",
        "Factory(AppAssembly().when(.test)[0])",
        "Factory(AppAssembly().when(.not()))",
        "Factory(AppAssembly().when(.argument(\"-x\" + suffix)))",
        "Factory(AppAssembly().when(.argument(\"\\(flag)\")))",
        "Factory(AppAssembly().when(.environment(\"A\", equals: \"B\", \"C\")))",
        "Factory(AppAssembly().when(.not(.not(.not(.test)))))",
        "Factory(launch:, AppAssembly())",
        "Factory(launch: .current)",
        "Factory(launch: .current, assemblies: [AppAssembly().when(.test), ])",
        "Factory(assemblies: [AppAssembly().when(.when(.when))])",
        "Factory(AppAssembly().when(#\"raw\"#))",
        "Factory(AppAssembly() .when (.test))",
        "AppAssembly().when(.test)",
        "Factory(.when(.test))",
    ])
    func oddTokensAroundWhen_neverCrash_andGuessNothing(_ construction: String) {
        let source = Self.assembly + "func start() {\n    let factory = \(construction)\n    _ = factory[SessionKey.self]\n}"
        let analysis = Analysis(files: [SourceFile(path: "App.swift", text: source)])
        // Read or not, only the flow-scoped key resolved from the root can be reported, and never more than once.
        #expect(analysis.diagnostics.filter { $0.kind.severity != .note }.allSatisfy { $0.kind.rule == "flow-not-running" })
        #expect(analysis.diagnostics.filter { $0.kind.severity != .note }.count <= 1)
    }

    @Test(arguments: [
        "Factory.withScopedRoot(AppAssembly())",
        "Factory.withScopedRoot(AppAssembly(), body: run)",
        "Factory.withScopedRoot(AppAssembly()) { _ in }",
        "Factory.withScopedRoot(AppAssembly()) { $0[SessionKey.self] }",
        "Factory.withScopedRoot(AppAssembly()) {}",
        "Factory.withScopedRoot(AppAssembly()) { in }",
        "Factory.withScopedRoot(AppAssembly()) { (factory in }",
        "Factory.withScopedRoot(AppAssembly()) { factory, other in }",
        "Factory.withScopedRoot() { factory in _ = factory[SessionKey.self] }",
        "Factory.withScopedRoot { factory in _ = factory[SessionKey.self] }",
        "Factory.withScopedRoot(launch:) { factory in }",
        "Factory.withScopedRoot(body: { factory in }, AppAssembly())",
        "Factory.withScopedRoot",
        "Factory.withScopedRoot(AppAssembly().when(.test)) { [weak self] factory async throws -> Void in }",
    ])
    func scopedRootsWithoutAReadableClosure_neverCrash(_ call: String) {
        let source = Self.assembly + "func start() {\n    \(call)\n}"
        let analysis = Analysis(files: [SourceFile(path: "App.swift", text: source)])
        #expect(analysis.diagnostics.filter { $0.kind.severity != .note }.allSatisfy { $0.kind.rule == "flow-not-running" })
    }

    @Test(arguments: [
        "if !registry.launch.isTest",
        "if !!registry.launch.isTest",
        "if registry.launch.isTest.negated",
        "if registry.launch.hasArgument()",
        "if registry.launch.hasArgument(\"-x\", \"-y\")",
        "if registry.launch.hasArgument(flag)",
        "if registry.launch.hasArgument(\"\\(flag)\")",
        "if registry.launch.hasArgument(\"-x\")(1)",
        "if registry.launch.isTest, registry.launch.isPreview",
        "if registry.launch.isTest == false",
        "if registry.launch",
        "if registry.launch.",
        "if !registry",
        "if registry.launch.environment[\"A\"] == \"1\"",
        "if launch.isTest",
        "if registry.launch.isTest {} else if registry.launch.isTest",
    ])
    func launchReadInAnIf_writtenOddly_neverCrashes(_ condition: String) {
        let source = Self.assembly + """
            struct BranchAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    \(condition) {
                        registry.register(SessionKey.self, .singleton)
                    } else {
                        registry.register(SessionKey.self, .flow)
                    }
                }
            }
            func start() {
                let factory = Factory(BranchAssembly(), AppAssembly().when(.test), AppAssembly().when(.not(.argument("-x"))))
                _ = factory[SessionKey.self]
            }
            """
        let analysis = Analysis(files: [SourceFile(path: "App.swift", text: source)])
        #expect(analysis.diagnostics.filter { $0.kind.severity != .note }.allSatisfy { $0.kind.rule == "flow-not-running" })
    }

    @Test(arguments: [
        "#Preview { Factory.withScopedRoot(AppAssembly()) { _ in Text(\"x\") } }",
        "#Preview(\"dark\") { Factory.withScopedRoot(launch: LaunchContext(arguments: [\"App\"]), AppAssembly().when(.preview)) { factory in Row(factory) } }",
        "#Preview { Factory.withScopedRoot(AppAssembly()) { Text(\"$0 unused\") } }",
        "#Preview { Factory.withScopedRoot(AppAssembly()) { (_) in Text(\"x\") } }",
        "#Preview { Factory.withScopedRoot(AppAssembly()) { factory -> Text in Text(\"x\") } }",
        "#Preview { Factory.withScopedRoot(AppAssembly()) }",
        "#Preview { Factory.withScopedRoot }",
        "#Preview(Factory.withScopedRoot(AppAssembly()) { f in f[SessionKey.self] })",
        "@Observable final class M { let s = \"@ObservationIgnored\"; @Injected(\\.session) var session }",
        "@Observable actor M { @Injected(\\.session) var session }",
        "class Outer { @Observable final class Inner { @ObservationIgnored @Injected(\\.session) var session } }",
    ])
    func previewsScopedRootsAndObservation_inOddPlaces_neverCrash(_ source: String) {
        let analysis = Analysis(files: [SourceFile(path: "Preview.swift", text: Self.assembly + source)])
        let found = analysis.diagnostics.filter { $0.kind.severity != .note }
        #expect(found.allSatisfy { ["flow-not-running", "injected-in-observable"].contains($0.kind.rule) })
        // The one readable resolution of the flow-scoped key from a scope's root, and the one injection the
        // `@Observable` class leaves observed, are the only problems.
        #expect(found.count <= 1)
    }

    @Test(arguments: [
        "@Observable struct Model { @Injected(\\.session) var session }",
        "@Observable extension Model { @Injected(\\.session) var session }",
        "@Observable enum Model { @Injected(\\.session) static var session }",
        "@Observable protocol Model { @Injected(\\.session) var session }",
        "@Observable",
        "@Observable class",
        "@Observable class Model",
        "@Observable class Model { @Injected",
        "@Observable class Model { @Injected( }",
        "@Observable class Model { @Injected(\\.session) }",
        "@Observable class Model { @Injected(\\.session) @ }",
        "@Observable class Model { @Injected(\\.session) @ObservationIgnored }",
        "@Observable class Model { @ObservationIgnored }",
        "@Observable class Model { @ObservationIgnored(x) @Injected(\\.session) var session }",
        "@Observable class Model { @ObservationIgnored var a = 1; @Injected(\\.session) var session }",
        "@Observable class Model { @ObservationIgnored // comment\n @Injected(\\.session) var session }",
        "@Observable class Model { @Injected(\\.session) @Observation. var session }",
        "@Observable class Model { @ . ObservationIgnored @Injected(\\.session) var session }",
        "@Observable class Model { @Injected(\\.session) var }",
        "@Observable class Model { @Injected(\\.session) let session }",
        "@Observable class Model { @Injected(\\.session) func session() {} }",
        "@Observable @Observable class Model { @Injected(\\.session) @Injected(\\.session) var session }",
        "@Observation.Observable class Model { private(set) @Injected(\\.session) nonisolated(unsafe) var session }",
        String(repeating: "@ObservationIgnored ", count: 5_000) + "@Observable class Model { @Injected(\\.session) var session }",
        "@Observable class Model { " + String(repeating: "@ObservationIgnored ", count: 5_000) + "@Injected(\\.session) var session }",
    ])
    func observationWrittenOddly_neverCrashes(_ source: String) {
        let analysis = Analysis(files: [SourceFile(path: "Model.swift", text: Self.assembly + source)])
        // Only the new rule can report here, once at most (an unbalanced file reports nothing).
        let found = analysis.diagnostics.filter { $0.kind.severity != .note }
        #expect(found.allSatisfy { $0.kind.rule == "injected-in-observable" })
        #expect(found.count <= 2)
    }
}

/// Shapes that would make a careless parser quadratic: each must finish quickly (the suite's time shows
/// it) and read what it can.
@Suite struct PathologicalShapeTests {
    @Test func thousandsOfNestedTypesAndRegistrations_finish() {
        let depth = 20_000
        let types = String(repeating: "struct N: InjectionKey { ", count: depth) + String(repeating: "}", count: depth)
        let registrations = "struct A: Assembly { func assemble(into registry: inout Registry) { "
            + String(repeating: "{ registry.register(N.self, .singleton) ", count: depth)
            + String(repeating: "}", count: depth) + " } }"
        let analysis = Analysis(files: [
            SourceFile(path: "Types.swift", text: types),
            SourceFile(path: "Registrations.swift", text: registrations),
        ])
        // Registrations in blocks it cannot name: the assembly is noted as not followed, and nothing else.
        #expect(analysis.diagnostics.count == 2 && analysis.diagnostics.allSatisfy { $0.kind.severity == .note })
        #expect(analysis.generatedAccessors() == "// Generated by rivet: InjectedValues accessors for keys that have none. Do not edit.\n")
    }

    @Test func headersWithoutBodies_andManyFactoryConstants_finish() {
        let headers = String(repeating: "struct A: B, C where D<E> ", count: 20_000)
        let constants = "func f() {\n" + (0..<5_000).map { "let f\($0) = Factory(A())\n" }.joined() + "}"
        let analysis = Analysis(files: [
            SourceFile(path: "Headers.swift", text: headers),
            SourceFile(path: "Constants.swift", text: constants),
        ])
        // `A` is no assembly in sight: one note says so, for all 5,000 factories built from it.
        #expect(analysis.diagnostics.map(\.description) == [
            "Constants.swift:2:10: note: Rivet: cannot follow `A`, which is not in the sources checked, so this factory was not "
                + "checked for captive dependencies, flow-scoped keys and keys that nothing registers (// rivet: ignore unchecked silences this).",
        ])
    }

    @Test func thousandsOfContributionsOfOneEntry_andALongChainOfFlows_finish() {
        let contributions = """
            struct SinksKey: DictionaryKey {
                typealias EntryKey = String
                typealias Element = Int
            }
            struct HooksAssembly: Assembly {
                func assemble(into registry: inout Registry) {

            """ + String(repeating: "registry.contribute(SinksKey.self, at: \"x\") { $0[SinksKey.self].count }\n", count: 2_000)
            + String(repeating: "registry.onCreate(SinksKey.self) { values, _ in _ = values[SinksKey.self] }\n", count: 2_000) + "} }\n"
        let flows = "func f() {\nlet f0 = Factory(HooksAssembly())\n"
            + (1..<2_000).map { "let f\($0) = f\($0 - 1).beginFlow(HooksAssembly())\n" }.joined() + "}"
        let analysis = Analysis(files: [
            SourceFile(path: "Sources/App/Sinks.swift", text: contributions),
            SourceFile(path: "Sources/App/Flows.swift", text: flows),
        ])
        let errors = analysis.diagnostics.filter { $0.kind.severity == .error }
        // Each later contribution of "x" collides with the first, and in a flow the first does too (its
        // parent has the same), each reported once however many scopes gather both; and the collection
        // resolving itself through its contributions and hooks is one cycle.
        #expect(errors.filter { $0.kind.rule == "duplicate-contribution" }.count == 2_000)
        #expect(errors.filter { $0.kind.rule == "dependency-cycle" }.count == 1)
        #expect(errors.count == 2_001)
    }
}
