import Testing
@testable import RivetAnalysis

/// Two contributions to a `DictionaryKey` with the same literal entry key, where one resolution gathers
/// both: the runtime's `duplicateContribution`, naming both as it does (`AssemblyName (Module/File.swift:LINE)`,
/// the module taken from the `Sources/<Module>/` folder of the path).
@Suite struct DuplicateContributionTests {
    static let keys = """
        import Rivet

        struct AnalyticsSinksKey: DictionaryKey {
            typealias EntryKey = String
            typealias Element = any AnalyticsSink
        }
        struct ConsoleSinkKey: InjectionKey {
            static func make(_ values: InjectedValues) -> any AnalyticsSink { ConsoleSink() }
        }

        """

    static func check(_ files: [String: String]) -> [String] {
        diagnostics(files.mapKeys { "Sources/App/" + $0 })
    }

    @Test func twoAssembliesOfOneFactory_contributingOneEntry_areReportedAtTheLater_namingBoth() {
        let files = [
            "Keys.swift": Self.keys,
            "Assemblies.swift": """
                struct AppAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry.contribute(AnalyticsSinksKey.self, at: "console", ConsoleSinkKey.self)
                        registry.contribute(AnalyticsSinksKey.self, at: "remote") { _ in RemoteSink() }
                    }
                }
                struct DebugAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry
                            .contribute(AnalyticsSinksKey.self, at: "console") { _ in VerboseSink() }
                    }
                }
                let factory = Factory(AppAssembly(), DebugAssembly())
                """,
        ]
        #expect(Self.check(files) == [
            "Sources/App/Assemblies.swift:10:25: error: Rivet: `AnalyticsSinksKey` has two contributions for the entry \"console\" (AppAssembly (App/Assemblies.swift:3) and DebugAssembly (App/Assemblies.swift:10)); contribute each entry once: to replace one, override the key it is contributed with.",
        ])
    }

    @Test func aFlowBegunFromACoordinatorsStoredFactory_isComparedWithItsParents() {
        let files = [
            "Keys.swift": Self.keys,
            "main.swift": """
                struct AppAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry.contribute(AnalyticsSinksKey.self, at: "console", ConsoleSinkKey.self)
                    }
                }
                struct CheckoutAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry.contribute(AnalyticsSinksKey.self, at: "console") { _ in CheckoutSink() }
                    }
                }
                final class AppCoordinator {
                    private let factory: Factory
                    private var checkout: Factory?
                    init(factory: Factory) { self.factory = factory }
                    func showCheckout() { checkout = factory.beginFlow(CheckoutAssembly()) }
                }
                AppCoordinator(factory: Factory(AppAssembly())).showCheckout()
                """,
        ]
        #expect(Self.check(files) == [
            "Sources/App/main.swift:8:29: error: Rivet: `AnalyticsSinksKey` has two contributions for the entry \"console\" (AppAssembly (App/main.swift:3) and CheckoutAssembly (App/main.swift:8)); contribute each entry once: to replace one, override the key it is contributed with.",
        ])
    }

    /// An override of the whole dictionary replaces its contributions in the factory it is made through first;
    /// another factory's contributions are still compared, and an override made once something may have resolved
    /// is noted where it is.
    @Test func anOverrideOfTheDictionary_isJudgedInTheFactoryItIsMadeThrough() {
        let files = [
            "Keys.swift": Self.keys,
            "main.swift": """
                struct AppAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry.contribute(AnalyticsSinksKey.self, at: "console", ConsoleSinkKey.self)
                        registry.contribute(AnalyticsSinksKey.self, at: "console") { _ in VerboseSink() }
                    }
                }
                func preview() {
                    let factory = Factory(AppAssembly())
                    factory.override(AnalyticsSinksKey.self) { _ in [:] }
                    print(factory[AnalyticsSinksKey.self])
                }
                func later(_ factory: Factory) {
                    print(factory[ConsoleSinkKey.self])
                    factory.override(AnalyticsSinksKey.self) { _ in [:] }
                }
                let app = Factory(AppAssembly())
                later(Factory(AppAssembly()))
                """,
        ]
        #expect(Self.check(files) == [
            "Sources/App/main.swift:4:29: error: Rivet: `AnalyticsSinksKey` has two contributions for the entry \"console\" (AppAssembly (App/main.swift:3) and AppAssembly (App/main.swift:4)); contribute each entry once: to replace one, override the key it is contributed with.",
        ])
        #expect(notes(files.mapKeys { "Sources/App/" + $0 }).contains {
            $0.hasPrefix("Sources/App/main.swift:14:22: note: Rivet: cannot follow which factories this override of `AnalyticsSinksKey` replaces it in")
        })
        #expect(!notes(files.mapKeys { "Sources/App/" + $0 }).contains { $0.hasPrefix("Sources/App/main.swift:10:") })
    }

    @Test func anOverrideTheAnalysisCannotPlace_ofADictionaryWithoutDuplicates_isNotNoted() {
        // Replacing the whole dictionary can only hide a duplicate: with none among its contributions, nothing is left unchecked.
        let files = [
            "main.swift": """
                final class ConsoleSink {}
                struct AnalyticsSinksKey: DictionaryKey { typealias EntryKey = String; typealias Element = ConsoleSink }
                struct AppAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry.contribute(AnalyticsSinksKey.self, at: "console") { _ in ConsoleSink() }
                        registry.contribute(AnalyticsSinksKey.self, at: "file") { _ in ConsoleSink() }
                    }
                }
                func later(_ factory: Factory) {
                    print(factory[AnalyticsSinksKey.self])
                    factory.override(AnalyticsSinksKey.self) { _ in [:] }
                }
                later(Factory(AppAssembly()))
                """,
        ]
        #expect(Self.check(files) == [])
        #expect(notes(files.mapKeys { "Sources/App/" + $0 }) == [])
    }

    @Test func aFlowContributingAnEntryItsParentHas_isReported_butNotSiblingFlowsOrAnotherRoot() {
        let files = [
            "Keys.swift": Self.keys,
            "main.swift": """
                struct AppAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry.contribute(AnalyticsSinksKey.self, at: "console", ConsoleSinkKey.self)
                    }
                }
                struct CheckoutAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry.contribute(AnalyticsSinksKey.self, at: "checkout") { _ in CheckoutSink() }
                    }
                }
                struct DebugConsoleAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry.contribute(AnalyticsSinksKey.self, at: "console") { _ in VerboseSink() }
                    }
                }
                let app = Factory(AppAssembly())
                let checkout = app.beginFlow(CheckoutAssembly())
                let again = app.beginFlow(CheckoutAssembly())
                let other = Factory(DebugConsoleAssembly())
                func debug() {
                    let flow = checkout.beginFlow(DebugConsoleAssembly())
                }
                """,
        ]
        #expect(Self.check(files) == [
            "Sources/App/main.swift:13:29: error: Rivet: `AnalyticsSinksKey` has two contributions for the entry \"console\" (AppAssembly (App/main.swift:3) and DebugConsoleAssembly (App/main.swift:13)); contribute each entry once: to replace one, override the key it is contributed with.",
        ])
    }

    @Test func aParameterOfTheConstantsName_hidesIt_soTheFlowsParentIsNotGuessed() {
        let files = [
            "Keys.swift": Self.keys,
            "main.swift": """
                struct AppAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry.contribute(AnalyticsSinksKey.self, at: "console", ConsoleSinkKey.self)
                    }
                }
                struct DebugConsoleAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry.contribute(AnalyticsSinksKey.self, at: "console") { _ in VerboseSink() }
                    }
                }
                let app = Factory(AppAssembly())
                func debug(app: Factory) -> Factory { app.beginFlow(DebugConsoleAssembly()) }
                let tests = [Factory()].map { app in app.beginFlow(DebugConsoleAssembly()) }
                """,
        ]
        #expect(Self.check(files) == [])
        #expect(notes(files.mapKeys { "Sources/App/" + $0 }) == [
            "Sources/App/main.swift:12:43: note: Rivet: cannot follow which factory `beginFlow(DebugConsoleAssembly())` is begun from (only a constant of the same file, `let app = Factory(…)`, or a factory made in place, `Factory(…).beginFlow(…)`, is followed), so its contributions to `AnalyticsSinksKey` were not checked for entries its parents contribute too (// rivet: ignore unchecked silences this).",
            "Sources/App/main.swift:13:42: note: Rivet: cannot follow which factory `beginFlow(DebugConsoleAssembly())` is begun from (only a constant of the same file, `let app = Factory(…)`, or a factory made in place, `Factory(…).beginFlow(…)`, is followed), so its contributions to `AnalyticsSinksKey` were not checked for entries its parents contribute too (// rivet: ignore unchecked silences this).",
        ])
    }

    /// A constant declared in one case of a `switch` is not the name another case uses (an attack: the false error
    /// named the parameter's flow as the constant's).
    @Test func aConstantInAnotherCaseOfASwitch_isNotTheFlowsParent() {
        let files = [
            "Keys.swift": Self.keys,
            "main.swift": """
                struct AppAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry.contribute(AnalyticsSinksKey.self, at: "console", ConsoleSinkKey.self)
                    }
                }
                struct DebugConsoleAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry.contribute(AnalyticsSinksKey.self, at: "console") { _ in VerboseSink() }
                    }
                }
                func start(mode: Int, app: Factory) -> Factory {
                    switch mode {
                    case 0:
                        let app = Factory(AppAssembly())
                        return app
                    default:
                        return app.beginFlow(DebugConsoleAssembly())
                    }
                }
                """,
        ]
        #expect(Self.check(files) == [])
    }

    @Test func aDuplicateInOneArmOfABranch_namesTheArm_andDistinctEntriesOrAListAreFine() {
        let files = [
            "Keys.swift": Self.keys + """
                struct MenuItemsKey: ListKey { typealias Element = String }
                struct PortsKey: DictionaryKey {
                    typealias Value = [Int: String]
                }

                """,
            "App.swift": """
                struct AppAssembly: Assembly {
                    let isDebug: Bool
                    func assemble(into registry: inout Registry) {
                        registry.contribute(AnalyticsSinksKey.self, at: "console", ConsoleSinkKey.self)
                        if isDebug {
                            registry.contribute(AnalyticsSinksKey.self, at: "console") { _ in VerboseSink() }
                        } else {
                            registry.contribute(AnalyticsSinksKey.self, at: "release") { _ in ReleaseSink() }
                        }
                        registry.contribute(MenuItemsKey.self) { _ in "Home" }
                        registry.contribute(MenuItemsKey.self) { _ in "Home" }
                        registry.contribute(PortsKey.self, at: 8_080) { _ in "http" }
                        registry.contribute(PortsKey.self, at: 8080) { _ in "alt" }
                    }
                }
                let factory = Factory(AppAssembly(isDebug: true))
                """,
        ]
        #expect(Self.check(files) == [
            "Sources/App/App.swift:6:33: error: Rivet: `AnalyticsSinksKey` has two contributions for the entry \"console\" (AppAssembly (App/App.swift:4) and AppAssembly (App/App.swift:6)); contribute each entry once: to replace one, override the key it is contributed with. This happens only when `isDebug` is true.",
            "Sources/App/App.swift:13:29: error: Rivet: `PortsKey` has two contributions for the entry 8080 (AppAssembly (App/App.swift:12) and AppAssembly (App/App.swift:13)); contribute each entry once: to replace one, override the key it is contributed with.",
        ])
    }

    @Test func entryKeysItCannotCompare_orAFlowWhoseParentItCannotName_areNotes() {
        let files = [
            "Keys.swift": Self.keys + """
                enum Route: Hashable { case home, settings }
                struct ScreensKey: DictionaryKey {
                    typealias EntryKey = Route
                    typealias Element = String
                }

                """,
            "App.swift": """
                struct AppAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry.contribute(ScreensKey.self, at: .home) { _ in "Home" }
                        registry.contribute(ScreensKey.self, at: Route.settings) { _ in "Settings" }
                        registry.contribute(AnalyticsSinksKey.self, at: "console", ConsoleSinkKey.self)
                    }
                }
                struct LoginAssembly: Assembly {
                    func assemble(into registry: inout Registry) {
                        registry.contribute(AnalyticsSinksKey.self, at: "login") { _ in LoginSink() }
                    }
                }
                let factory = Factory(AppAssembly())
                func login(from parent: Factory) -> Factory { parent.beginFlow(LoginAssembly()) }
                """,
        ]
        #expect(Self.check(files) == [])
        #expect(notes(files.mapKeys { "Sources/App/" + $0 }) == [
            "Sources/App/App.swift:3:29: note: Rivet: cannot follow the entry key `.home` (only string and integer literals are compared), so this contribution to `ScreensKey` was not checked for duplicate entries (// rivet: ignore unchecked silences this).",
            "Sources/App/App.swift:4:29: note: Rivet: cannot follow the entry key `Route.settings` (only string and integer literals are compared), so this contribution to `ScreensKey` was not checked for duplicate entries (// rivet: ignore unchecked silences this).",
            "Sources/App/App.swift:14:54: note: Rivet: cannot follow which factory `beginFlow(LoginAssembly())` is begun from (only a constant of the same file, `let app = Factory(…)`, or a factory made in place, `Factory(…).beginFlow(…)`, is followed), so its contributions to `AnalyticsSinksKey` were not checked for entries its parents contribute too (// rivet: ignore unchecked silences this).",
        ])
    }

    @Test func aPathWithNoModuleFolder_orAnEntryKeyTypeItDoesNotKnow_isSaidInANote() {
        let source = """
            struct CountersKey: DictionaryKey {
                typealias EntryKey = Metric
                typealias Element = Int
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.contribute(CountersKey.self, at: "launches") { _ in 0 }
                    registry.contribute(CountersKey.self, at: "launches") { _ in 1 }
                }
            }
            let factory = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:8:29: error: Rivet: `CountersKey` has two contributions for the entry \"launches\" (AppAssembly (App.swift:7) and AppAssembly (App.swift:8)); contribute each entry once: to replace one, override the key it is contributed with.",
        ])
        #expect(notes(["App.swift": source]) == [
            "App.swift:8:29: note: Rivet: cannot follow which module `App.swift` is in (its path has no `Sources/<Module>/` folder), so the duplicate-contribution error here names it `App.swift`, where the runtime writes `<Module>/App.swift` (// rivet: ignore unchecked silences this).",
            "App.swift:8:29: note: Rivet: cannot follow how the runtime writes the entry key \"launches\" of `CountersKey` (its EntryKey is `Metric`), so the duplicate-contribution error here writes it as the source does (// rivet: ignore unchecked silences this).",
        ])
    }

    @Test func aRegistrationOfTheWholeDictionaryAboveContributions_isANote() {
        let source = Self.keys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(AnalyticsSinksKey.self) { _ in ["console": ConsoleSink()] }
                }
            }
            struct CheckoutAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.contribute(AnalyticsSinksKey.self, at: "console") { _ in CheckoutSink() }
                }
            }
            let app = Factory(AppAssembly())
            let checkout = app.beginFlow(CheckoutAssembly())
            """
        #expect(diagnostics(["Sources/App/App.swift": source]) == [])
        #expect(notes(["Sources/App/App.swift": source]) == [
            "Sources/App/App.swift:12:27: note: Rivet: cannot follow the entries of this registration of the whole `AnalyticsSinksKey`, so the contributions added to it below were not checked for entries it holds too (// rivet: ignore unchecked silences this).",
        ])
    }
}
