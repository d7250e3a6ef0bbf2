import RivetTestSupport
import Testing
@testable import RivetAnalysis

/// Hostile shapes of branches and compositions: each must neither crash nor take more than linear time,
/// and must read what it can.
@Suite struct BranchHazardTests {
    /// The processor time a hostile shape may take, in a debug build: each takes 1 to 4 s today, and the
    /// quadratic walks these tests found took minutes.
    static let linearLimit = 30.0

    static let keys = """
        struct SessionKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { 1 } }
        struct APIClientKey: InjectionKey { static func make(_ values: InjectedValues) -> Int { values[SessionKey.self] } }

        """

    static let captive = "error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); "
        + "make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow."

    /// An arm after `#else` used to get an index past its `#if`'s labels, which `rivet explain` read.
    @Test(arguments: [
        "#if A\n#else\n#else\nregistry.register(SessionKey.self, .flow)\n#endif",
        "#if A\n#else\n#elseif B\nregistry.register(SessionKey.self, .flow)\n#endif",
        "#elseif B\nregistry.register(SessionKey.self, .flow)\n#endif",
        "#endif\nregistry.register(SessionKey.self, .flow)",
        "#if A\nregistry.register(SessionKey.self, .flow)",
    ])
    func misplacedDirectives_makeTheFileUnread_andExplainDoesNotCrash(_ directives: String) throws {
        let source = Self.keys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton)
            \(directives)
                }
            }
            let factory = Factory(AppAssembly())
            """
        let analysis = Analysis(files: [SourceFile(path: "App.swift", text: source)])
        #expect(analysis.diagnostics == [])
        #expect(analysis.unreadableFiles == ["App.swift"])
        #expect(throws: UnknownKeyError.self) { try analysis.explanation(of: "SessionKey") }
    }

    @Test func wellFormedDirectives_areStillRead() {
        let source = Self.keys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton)
                    #if A
                    #if B
                    #elseif C
                    #else
                    #endif
                    #elseif D
                    registry.register(SessionKey.self, .flow)
                    #else
                    #endif
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == ["App.swift:2:89: \(Self.captive) This happens only when building without `A` and with `D`."])
    }

    /// Each assembly composing the next twice would lay out 2^40 registrations.
    @Test
    func compositionsDoublingAtEachLevel_stopAtTheLimit_withANote() {
        let seconds = threadCPUSeconds {
            let levels = (0..<40).map { level in
                let body = level == 39
                    ? "registry.register(SessionKey.self, .flow)"
                    : "A\(level + 1)().assemble(into: &registry)\nA\(level + 1)().assemble(into: &registry)"
                return "struct A\(level): Assembly { func assemble(into registry: inout Registry) { \(body) } }"
            }.joined(separator: "\n")
            let source = Self.keys + levels + "\nlet factory = Factory(A0())"
            #expect(notes(["App.swift": source]) == [
                "App.swift:3:8: note: Rivet: cannot follow `A0`, whose compositions add up to more than 65536 registrations, so "
                    + "factories and flows built from `A0` were not checked for captive dependencies, flow-scoped keys and keys "
                    + "that nothing registers (// rivet: ignore unchecked silences this).",
            ])
        }
        #expect(seconds < Self.linearLimit, "took \(seconds) s of processor time: quadratic again?")
    }

    /// Laying out every assembly of a chain took the chain's length squared: 30 s for 10,000 in release.
    @Test
    func aLongChainOfComposingAssemblies_isFollowedToItsEnd() {
        let seconds = threadCPUSeconds {
            let count = 20_000
            let chain = (0..<count).map { index in
                let body = index == count - 1
                    ? "registry.register(SessionKey.self, .flow)"
                    : "A\(index + 1)().assemble(into: &registry)"
                return "struct A\(index): Assembly { func assemble(into registry: inout Registry) { \(body) } }"
            }.joined(separator: "\n")
            let source = Self.keys + """
                struct AppAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry.register(APIClientKey.self, .singleton)
                        A0().assemble(into: &registry)
                    }
                }
                let factory = Factory(AppAssembly())

                """ + chain
            #expect(diagnostics(source) == ["App.swift:2:89: \(Self.captive)"])
        }
        #expect(seconds < Self.linearLimit, "took \(seconds) s of processor time: quadratic again?")
    }

    @Test func compositionsThroughACycleOfHelpers_areNotes() {
        let source = Self.keys + """
            func helper(_ registry: inout Registry) { B().assemble(into: &registry) }
            struct A: Assembly { func assemble(into registry: inout Registry) { helper(&registry) } }
            struct B: Assembly { func assemble(into registry: inout Registry) { A().assemble(into: &registry) } }
            func even(_ registry: inout Registry) { odd(&registry) }
            func odd(_ registry: inout Registry) { even(&registry) }
            struct C: Assembly { func assemble(into registry: inout Registry) { even(&registry) } }
            let a = Factory(A())
            let c = Factory(C())
            """
        #expect(notes(["App.swift": source]) == [
            "App.swift:5:73: note: Rivet: cannot follow `A`, which composes the assembly that calls it, so factories and flows "
                + "built from `A`, `B` were not checked for captive dependencies, flow-scoped keys and keys that nothing "
                + "registers (// rivet: ignore unchecked silences this).",
            "App.swift:7:40: note: Rivet: cannot follow `even`, which composes the assembly that calls it, so factories and "
                + "flows built from `C` were not checked for captive dependencies, flow-scoped keys and keys that nothing "
                + "registers (// rivet: ignore unchecked silences this).",
        ])
    }

    /// Reading the case of each registration walked the whole `switch`: 17 s for 10,000 cases in release.
    @Test
    func aSwitchOfThousandsOfRegisteringOrReturningCases_finishes() {
        let seconds = threadCPUSeconds {
            let cases = (0..<20_000).map { "case \($0): registry.register(SessionKey.self, .singleton)" }.joined(separator: "\n")
            let returns = (0..<20_000).map { "case \($0): return" }.joined(separator: "\n")
            let source = Self.keys + """
                struct AppAssembly: Assembly {
                    let n: Int
                    func assemble(into registry: inout Registry) {
                        switch n {
                        \(cases)
                        default: break
                        }
                        switch n {
                        \(returns)
                        default: break
                        }
                    }
                }
                let factory = Factory(AppAssembly(n: 1))
                """
            #expect(notes(["App.swift": source]).map { $0.prefix(60) } == ["App.swift:20010:17: note: Rivet: cannot follow `return`, whi"])
        }
        #expect(seconds < Self.linearLimit, "took \(seconds) s of processor time: quadratic again?")
    }

    @Test func theCaseOfARegistration_isNamed_withCasesInNestedTypesAndIfCaseIgnored() {
        let source = Self.keys + """
            struct AppAssembly: Assembly {
                let n: Int?
                func assemble(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton)
                    switch n {
                    case 1:
                        enum Inner { case a, b }
                        if case .some = n { registry.register(SessionKey.self, .singleton) }
                    case 2, 3:
                        registry.register(SessionKey.self, .flow)
                    default:
                        break
                    }
                }
            }
            let factory = Factory(AppAssembly(n: 1))
            """
        #expect(diagnostics(source) == ["App.swift:2:89: \(Self.captive) This happens only when `n` is `2, 3`."])
    }

    /// The line of the first registration was found by reading the file again for each duplicate.
    @Test
    func thousandsOfDuplicateRegistrations_nameTheFirstLine() {
        let seconds = threadCPUSeconds {
            let registrations = String(repeating: "registry.register(SessionKey.self, .singleton)\n", count: 20_000)
            let source = Self.keys + "struct AppAssembly: Assembly { func assemble(into registry: inout Registry) {\n\(registrations)} }"
            let found = diagnostics(source)
            #expect(found.count == 19_999)
            #expect(found.last == "App.swift:20003:19: warning: Rivet: `SessionKey` is registered twice in `AppAssembly` (first on line 4); "
                + "the later registration replaces the earlier one: remove one of them.")
        }
        #expect(seconds < Self.linearLimit, "took \(seconds) s of processor time: quadratic again?")
    }

    /// Each function taking `inout Registry` read every one nested in it.
    @Test
    func deeplyNestedRegisteringFunctions_finish_andAreNotes() {
        let seconds = threadCPUSeconds {
            let depth = 20_000
            let functions = (0..<depth).map { "func h\($0)(_ r\($0): inout Registry) { r\($0).register(SessionKey.self, .flow)\n" }.joined()
            let source = Self.keys + "struct AppAssembly: Assembly { func assemble(into registry: inout Registry) {\n"
                + functions + String(repeating: "}\n", count: depth) + "} }\nlet factory = Factory(AppAssembly())"
            #expect(diagnostics(source) == [])
        }
        #expect(seconds < Self.linearLimit, "took \(seconds) s of processor time: quadratic again?")
    }

    @Test func aGenericRegisteringFunction_isFollowed() {
        let source = Self.keys + """
            func registerSession<T: Sendable>(_ registry: inout Registry, _ tag: T) where T: Hashable {
                registry.register(SessionKey.self, .flow)
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(APIClientKey.self, .singleton)
                    registerSession(&registry, 1)
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == ["App.swift:2:89: \(Self.captive)"])
    }

    /// Correct programs in the shapes the branch and flow rules judge: no error or warning.
    @Test(arguments: [
        // A `#if DEBUG` registration replaced, in every configuration, by a later assembly's.
        """
        struct DebugAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(APIClientKey.self, .singleton)
                #if DEBUG
                registry.register(SessionKey.self, .flow)
                #endif
            }
        }
        struct ReleaseAssembly: Assembly {
            func assemble(into registry: inout Registry) { registry.register(SessionKey.self, .singleton) }
        }
        let factory = Factory(DebugAssembly(), ReleaseAssembly())
        """,
        // The same, composed, and an `if` whose `else` is empty.
        """
        struct DebugAssembly: Assembly {
            let verbose: Bool
            func assemble(into registry: inout Registry) {
                registry.register(APIClientKey.self, .singleton)
                if verbose { registry.register(SessionKey.self, .flow) } else {}
            }
        }
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                DebugAssembly(verbose: true).assemble(into: &registry)
                registry.register(SessionKey.self, .singleton)
            }
        }
        let factory = Factory(AppAssembly())
        """,
        // A key only a flow registers `.flow`, which the singleton resolves lazily, or which is overridden.
        """
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(APIClientKey.self, .singleton) { values in { values[SessionKey.self] } }
            }
        }
        struct LoginAssembly: Assembly {
            func assemble(into registry: inout Registry) { registry.register(SessionKey.self, .flow) }
        }
        let factory = Factory(AppAssembly())
        let login = factory.beginFlow(LoginAssembly())
        """,
        """
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) { registry.register(APIClientKey.self, .singleton) }
        }
        struct LoginAssembly: Assembly {
            func assemble(into registry: inout Registry) { registry.register(SessionKey.self, .flow) }
        }
        let factory = Factory(AppAssembly())
        let login = factory.beginFlow(LoginAssembly())
        func prepare() { factory.override(SessionKey.self) { _ in 2 } }
        """,
    ])
    func correctProgramsWithBranchesAndFlows_getNoErrorOrWarning(_ program: String) {
        #expect(diagnostics(Self.keys + program) == [])
    }
}
