@testable import RivetAnalysis
import Testing

/// Reads followed to the factory they happen in, the ways apps hold their factories (issue 27, item 2).
@Suite struct FactoryFollowingTests {
    static let shop = contractKeys + """
        struct ShopAssembly: Assembly {
            func assemble(into registry: inout Registry) {
                registry.register(LoggerKey.self, .singleton)
                registry.register(SessionKey.self, .flow)
            }
        }
        final class HomePresenter {
            @Injected(\\.session) var session
        }

        """

    static func error(_ line: Int, _ column: Int, _ chain: String, file: String = "App.swift") -> String {
        "\(file):\(line):\(column): error: Rivet: flow-scoped `SessionKey` resolved with no flow running (\(chain)); "
            + "resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self]."
    }

    /// The sites the analysis could not attribute, as `rivet check --unattributed` lists them.
    static func unattributed(_ source: String, partial: Bool = false) -> [String] {
        unattributed(["App.swift": source], partial: partial)
    }

    static func unattributed(_ files: [String: String], partial: Bool = false) -> [String] {
        Analysis(files: files.map { SourceFile(path: $0.key, text: $0.value) }, options: .init(isPartial: partial)).sites
            .filter { !$0.isAttributed }.map(\.listing)
    }

    @Test func aFactoryHeldInACoordinatorsProperty_isJudgedInItsMethods() {
        let source = Self.shop + """
            final class ShopCoordinator {
                let factory = Factory(ShopAssembly())
                func show() { print(factory.session) }
                func log() { print(self.factory[LoggerKey.self]) }
            }
            """
        #expect(diagnostics(source) == [Self.error(38, 25, "SessionKey")])
        #expect(Self.unattributed(source) == ["App.swift:34:17: @Injected @Injected(\\.session): an `@Injected` property of `HomePresenter`, a type the sources never build, where the root it resolves from is not known (no root installed with `Factory.installRoot` in the sources checked)"])
    }

    @Test func aFactoryPassedThroughAnInitializer_holdsEveryArgumentGivenForIt() {
        let source = Self.shop + """
            final class CheckoutCoordinator {
                private let factory: Factory
                init(factory: Factory) { self.factory = factory }
                func start() { print(factory.session) }
            }
            func launch() {
                let app = Factory(ShopAssembly())
                CheckoutCoordinator(factory: app).start()
            }
            """
        #expect(diagnostics(source) == [Self.error(39, 26, "SessionKey")])
    }

    @Test func aFactoryReturnedByAFunctionOrAComputedProperty_isFollowedIntoIt() {
        let source = Self.shop + """
            func makeFactory() -> Factory {
                Factory(ShopAssembly())
            }
            enum Launch {
                static var factory: Factory { makeFactory() }
            }
            func start() {
                print(makeFactory().session)
            }
            final class Screen {
                var factory: Factory { makeFactory() }
                func show() { _ = factory[SessionKey.self] }
            }
            """
        #expect(diagnostics(source) == [Self.error(43, 23, "SessionKey"), Self.error(47, 23, "SessionKey")])
    }

    @Test func anInjectedHostBuiltWithTheInstalledRootCurrent_isJudgedWhereItIsBuilt() {
        let files = [
            "App.swift": Self.shop,
            "main.swift": """
                let factory = Factory(ShopAssembly())
                Factory.installRoot(factory)
                let home = HomePresenter()
                print(home.session)
                """,
        ]
        #expect(diagnostics(files) == [Self.error(3, 12, "HomePresenter -> SessionKey", file: "main.swift")])
    }

    @Test func aHostBuiltBeforeTheRootIsInstalled_isNotJudgedWithIt() {
        let files = [
            "App.swift": Self.shop,
            "main.swift": """
                let home = HomePresenter()
                Factory.installRoot(Factory(ShopAssembly()))
                """,
        ]
        #expect(diagnostics(files) == [])
    }

    @Test func aHostBuiltInAMethodTheSourcesNeverCall_isBuiltWithTheInstalledRoot() {
        let source = Self.shop + """
            @main struct App {
                static func main() { Factory.installRoot(Factory(ShopAssembly())) }
            }
            final class SceneDelegate {
                func sceneDidConnect() { _ = HomePresenter() }
            }
            """
        #expect(diagnostics(source) == [Self.error(40, 34, "HomePresenter -> SessionKey")])
    }

    @Test func aHostBuiltInsideWithCurrent_isJudgedInThatFactory() {
        let source = Self.shop + """
            func start() {
                let app = Factory(ShopAssembly())
                let presenter = app.withCurrent { HomePresenter() }
                app.withCurrent { Task { _ = HomePresenter() } }
                print(presenter.session)
            }
            """
        #expect(diagnostics(source) == [Self.error(38, 39, "HomePresenter -> SessionKey"), Self.error(39, 34, "HomePresenter -> SessionKey")])
    }

    @Test func aReadThatMayNotRun_isAWarningThatAnIgnoreCommentSilences() {
        let source = Self.shop + """
            final class DebugMenu {
                let factory = Factory(ShopAssembly())
                func dump(_ verbose: Bool) {
                    if verbose { print(factory.session) }
                }
                func dumpLater() {
                    // rivet: ignore flow-not-running
                    DispatchQueue.main.async { print(self.factory.session) }
                }
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:39:28: warning: Rivet: flow-scoped `SessionKey` resolved with no flow running (SessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self]. The read is inside `if`, which may not run; when it runs, it stops the program (// rivet: ignore flow-not-running keeps it).",
        ])
    }

    @Test func whatTheBindingCannotFollow_isNamedInTheSitesNote() {
        let source = Self.shop + """
            final class Router {
                let factory: Factory
                init(factory: Factory) { self.factory = factory }
                func show() { print(factory.session) }
            }
            func route(_ factory: Factory) -> Int { 1 }
            func route(_ factory: Factory) -> String { "" }
            final class Box {
                func show(_ factory: Factory) { print(factory.session) }
            }
            """
        #expect(diagnostics(source) == [])
        #expect(Self.unattributed(source).contains { $0.hasSuffix("the receiver `factory` may hold `factory`, a parameter of a function the sources never call") })
    }

    @Test func callsFollowedOnlyAFewDeep_andOnlyToOneDeclaration() {
        let source = Self.shop + """
            func a(_ f: Factory) { b(f) }
            func b(_ f: Factory) { c(f) }
            func c(_ f: Factory) { d(f) }
            func d(_ f: Factory) { e(f) }
            func e(_ f: Factory) { print(f.session) }
            func start() { a(Factory(ShopAssembly())) }
            final class One { func show(_ factory: Factory) { print(factory.session) } }
            final class Two { func show(_ factory: Factory) {} }
            func other(_ screens: [One]) { screens[0].show(Factory(ShopAssembly())) }
            """
        #expect(diagnostics(source) == [])
        let listed = Self.unattributed(source)
        #expect(listed.contains { $0.hasSuffix("the receiver `f` may hold `f`, a parameter whose arguments come from more than 4 calls up") })
        #expect(listed.contains {
            $0.hasSuffix("may hold `factory`, a parameter of `show`, one of 2 declarations of its name and labels, called on a receiver whose type the analysis does not know")
        })
    }

    /// Methods of one name and labels in several types: each call is told apart by its receiver's type.
    @Test func aMethodSharingItsNameWithOtherTypes_isCalledThroughReceiversOfItsType() {
        func source(_ oneShows: String) -> String {
            Self.shop + """
                final class One { func show(_ factory: Factory) { print(factory.session) } }
                final class Two { func show(_ factory: Factory) {} }
                func start() {
                    let app = Factory(ShopAssembly())
                    One().show(\(oneShows))
                    Two().show(app)
                    let two = Two()
                    two.show(app)
                }
                """
        }
        #expect(diagnostics(source("app.beginFlow()")) == [])
        #expect(Self.unattributed(source("app.beginFlow()")).allSatisfy { !$0.contains("factory.session") })
        #expect(diagnostics(source("app")) == [Self.error(36, 57, "SessionKey")])
    }

    @Test func aPropertyOfTheProgramsOwnType_isNotAResolution() {
        let source = Self.shop + """
            func start() {
                let app = Factory(ShopAssembly())
                let home = app.beginFlow().withCurrent { HomePresenter() }
                print(home.session)
            }
            """
        #expect(!Self.unattributed(source).contains { $0.contains("home.session") })
    }

    @Test func aPartialProgram_isNotFollowed() {
        let source = Self.shop + """
            final class ShopCoordinator {
                let factory = Factory(ShopAssembly())
                func show() { print(factory.session) }
            }
            """
        #expect(diagnostics(source, partial: true) == [])
    }

    @Test func anOverrideThatChangesTheLifecycleAnywhere_leavesTheReadUnjudged() {
        let source = Self.shop + """
            final class ShopCoordinator {
                let factory = Factory(ShopAssembly())
                init() { factory.override(SessionKey.self, .transient) { _ in Session() } }
                func show() { print(factory.session) }
            }
            """
        #expect(diagnostics(source) == [])
    }

    @Test func anInterfaceKeyOnlyAnotherFactoryRegisters_isMissingInTheOneRead() {
        let source = contractKeys + """
            struct PaymentsKey: InterfaceKey { typealias Value = Int }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) { registry.register(LoggerKey.self, .singleton) }
            }
            struct PaymentsAssembly: Assembly {
                func assemble(into registry: inout Registry) { registry.register(PaymentsKey.self) { _ in 1 } }
            }
            final class Wallet {
                let app = Factory(AppAssembly())
                let payments = Factory(PaymentsAssembly())
                func pay() { print(app[PaymentsKey.self], payments[PaymentsKey.self]) }
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:37:24: error: Rivet: no live value for `PaymentsKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly); chain PaymentsKey); register it in the assembly of the module that implements it: registry.register(PaymentsKey.self) { values in ... }.",
        ])
    }

    @Test func aTypeOfTheProgramsOwnWithASubscript_mayForwardToAFactory_soItIsNamed() {
        let source = Self.shop + """
            struct Container {
                let factory = Factory(ShopAssembly())
                subscript<K: InjectionKey>(_ key: K.Type) -> K.Value { factory[key] }
            }
            func show() { print(Container()[SessionKey.self]) }
            """
        #expect(diagnostics(source) == [])
        #expect(Self.unattributed(source).contains { $0.hasSuffix("the receiver `Container()` is a `Container`, whose own subscript the analysis does not follow") })
    }

    @Test func anInitArgument_buildsTheTypeOfTheCalleesParameter_whenTheInitializersAgree() {
        let source = Self.shop + """
            final class Syncer { @Injected(\\.session) var session; init() {} }
            final class Other { init() {} }
            final class Store {
                init(syncer: Syncer) {}
                init(syncer: Syncer, retries: Int) {}
            }
            final class Either {
                init(worker: Syncer) {}
                init(worker: Other) {}
            }
            struct StoreKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Store { Store(syncer: .init()) }
            }
            struct EitherKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Either { Either(worker: .init()) }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.register(SessionKey.self, .flow)
                    registry.register(StoreKey.self, .singleton)
                    registry.register(EitherKey.self, .singleton)
                }
            }
            let app = Factory(AppAssembly())
            """
        #expect(diagnostics(source) == [
            "App.swift:47:74: error: Rivet: singleton `StoreKey` depends on flow-scoped `SessionKey` (StoreKey -> SessionKey); make StoreKey flow-scoped or resolve SessionKey lazily inside the flow.",
        ])
    }

    @Test func aTestCasesMethods_runInTheirTestsFactory_notWithTheInstalledRoot() {
        let source = Self.shop + """
            @main struct App {
                static func main() { Factory.installRoot(Factory(ShopAssembly())) }
            }
            class ShopTestCase: RivetTestCase {}
            final class HomeTests: ShopTestCase {
                func testHome() { _ = HomePresenter() }
            }
            """
        // The test case's factory, of no assemblies: `SessionKey` is its own make's there, not the root's flow-scoped one.
        #expect(diagnostics(source) == [])
        #expect(Self.unattributed(source) == [])
    }

    @Test func aHostBuiltInAScopedRootsBody_isJudgedInThatRoot() {
        let source = Self.shop + """
            func preview() {
                Factory.withScopedRoot(ShopAssembly()) { _ in _ = HomePresenter() }
            }
            """
        #expect(diagnostics(source) == [Self.error(37, 55, "HomePresenter -> SessionKey")])
    }

    @Test func aSharedContainer_aBuildersMemberwiseInit_andAPropertysInitialValue_areFollowed() {
        let source = Self.shop + """
            final class AppContext {
                static let shared = AppContext()
                let factory = Factory(ShopAssembly())
            }
            final class Settings {
                func show() { print(AppContext.shared.factory.session) }
            }
            struct Builder {
                let flow: Factory
                func build() -> Session { flow.session }
            }
            final class WelcomeViewController {
                let presenter = HomePresenter()
            }
            func route(_ app: Factory) { _ = Builder(flow: app).build() }
            func connect() {
                let app = Factory(ShopAssembly())
                Factory.installRoot(app)
                route(app)
                _ = WelcomeViewController()
            }
            """
        #expect(diagnostics(source) == [
            Self.error(41, 43, "SessionKey"), Self.error(45, 31, "SessionKey"), Self.error(48, 21, "HomePresenter -> SessionKey"),
        ])
    }

    @Test func aFlowKeptInAnOptionalProperty_setToNilAfterwards_isJudgedInTheFlow() {
        let source = Self.shop + """
            struct PaymentsKey: InterfaceKey { typealias Value = Int }
            struct PaymentsAssembly: Assembly {
                func assemble(into registry: inout Registry) { registry.register(PaymentsKey.self) { _ in 1 } }
            }
            let payments = Factory(PaymentsAssembly())
            final class CheckoutCoordinator {
                let factory = Factory(ShopAssembly())
                var checkout: Factory?
                func start() { checkout = factory.beginFlow() }
                func finish() { checkout = nil }
                func show() { print(checkout?.session as Any) }
                func pay() { print(checkout?[PaymentsKey.self] as Any) }
            }
            """
        #expect(diagnostics(source) == [
            "App.swift:47:32: error: Rivet: no live value for `PaymentsKey`: it has no make of its own and no assembly registers one (searched flow() and Factory(ShopAssembly); chain PaymentsKey); register it in the assembly of the module that implements it: registry.register(PaymentsKey.self) { values in ... }.",
        ])
        #expect(!Self.unattributed(source).contains { $0.contains("checkout?.session") })
    }

    @Test func aFlowConstantReadingAKeyOnlyAnotherFlowRegisters_isMissing_whateverArgumentLabelsCameBefore() {
        let source = Self.shop + """
            struct PaymentsKey: InterfaceKey { typealias Value = Int }
            struct FeatureAssembly: Assembly {
                func assemble(into registry: inout Registry) { registry.register(PaymentsKey.self) { _ in 1 } }
            }
            struct Builder { let factory: Factory }
            let factory = Factory(ShopAssembly())
            _ = Builder(factory: factory.beginFlow(FeatureAssembly()))
            let plain = factory.beginFlow()
            _ = plain[PaymentsKey.self]
            """
        #expect(diagnostics(source) == [
            "App.swift:44:5: error: Rivet: no live value for `PaymentsKey`: it has no make of its own and no assembly registers one (searched flow() and Factory(ShopAssembly); chain PaymentsKey); register it in the assembly of the module that implements it: registry.register(PaymentsKey.self) { values in ... }.",
        ])
    }

    /// `main.swift` of an app whose flow's screen reads the root's async singleton, with `launch` where the
    /// warm-ups go.
    static func flowReadingTheRootsAsync(_ launch: String) -> [String: String] {
        ["Keys.swift": asyncKeys + """
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) {
                    registry.registerAsync(DatabaseKey.self, .singleton)
                    registry.registerAsync(KeychainKey.self, .singleton)
                }
            }
            final class Screen {
                let flow: Factory
                init(flow: Factory) { self.flow = flow }
                func show() { _ = flow[UsersRepositoryKey.self] }
            }
            """, "main.swift": launch]
    }

    @Test func aFlowReadBeforeAnythingIsAwaited_reachingTheRootsAsyncSingleton_isNotReady() {
        let found = diagnostics(Self.flowReadingTheRootsAsync("""
            let app = Factory(AppAssembly())
            Screen(flow: app.beginFlow()).show()
            try await app.warmUp()
            """))
        #expect(found == [
            "Keys.swift:39:23: error: " + FlowRulesTests.notReady("UsersRepositoryKey -> DatabaseKey", key: "DatabaseKey"),
        ])
    }

    @Test func aFlowReadAfterTheRootWarmedUp_isJudged_andAfterOnlyTheFlowsWarmUp_isNamed() {
        let afterRoot = Self.flowReadingTheRootsAsync("""
            let app = Factory(AppAssembly())
            try await app.warmUp()
            Screen(flow: app.beginFlow()).show()
            """)
        #expect(diagnostics(afterRoot) == [])
        #expect(Self.unattributed(afterRoot).isEmpty)
        // The flow's warm-up builds the parents' singletons only when its own components await them.
        let afterFlow = Self.flowReadingTheRootsAsync("""
            let app = Factory(AppAssembly())
            let flow = app.beginFlow()
            try await flow.warmUp()
            Screen(flow: flow).show()
            """)
        #expect(diagnostics(afterFlow) == [])
        #expect(Self.unattributed(afterFlow).contains { $0.contains("flow[UsersRepositoryKey.self]") && $0.contains("warm-up") })
    }

    @Test func aFlowInAFlowWithNoAssembly_afterTheRootWarmedUp_isJudged() {
        // The middle flow registers nothing: its warm-up would build nothing.
        let files = Self.flowReadingTheRootsAsync("""
            let app = Factory(AppAssembly())
            try await app.warmUp()
            Screen(flow: app.beginFlow().beginFlow()).show()
            """)
        #expect(diagnostics(files) == [])
        #expect(Self.unattributed(files).isEmpty)
    }

    @Test func aMethodNamedLikeALocalClosureElsewhere_isStillPlacedAfterTheWarmUp() {
        var files = Self.flowReadingTheRootsAsync("""
            let app = Factory(AppAssembly())
            try await app.warmUp()
            Screen(flow: app.beginFlow()).show()
            """)
        files["Router.swift"] = """
            final class Router {
                let builders: [Int: (Int) -> Void] = [:]
                func push(_ route: Int) {
                    guard let show = builders[route] else { return }
                    show(route)
                }
            }
            """
        #expect(diagnostics(files) == [])
        #expect(Self.unattributed(files).isEmpty)
    }

    @Test func aRoutersStoredBuilder_isPlacedWhereItIsCalled_afterOrBeforeTheWarmUp() {
        func files(_ launch: String) -> [String: String] {
            var files = Self.flowReadingTheRootsAsync(launch)
            files["Router.swift"] = """
                final class Router {
                    private let flow: Factory
                    private let builders: [Int: (Factory) -> Any] = [1: { flow in flow[UsersRepositoryKey.self] }]
                    init(flow: Factory) { self.flow = flow }
                    func push(_ route: Int) {
                        guard let build = builders[route] else { return }
                        _ = build(flow)
                    }
                }
                """
            return files
        }
        let after = files("""
            let app = Factory(AppAssembly())
            try await app.warmUp()
            Router(flow: app.beginFlow()).push(1)
            """)
        #expect(diagnostics(after) == [])
        #expect(!Self.unattributed(after).contains { $0.hasPrefix("Router.swift") })
        // Which builder a push calls is not followed: the read may not run.
        let before = files("""
            let app = Factory(AppAssembly())
            Router(flow: app.beginFlow()).push(1)
            try await app.warmUp()
            """)
        #expect(diagnostics(before).count == 1)
        #expect(diagnostics(before).first?.hasPrefix("Router.swift:3:67: warning: Rivet: async `DatabaseKey` resolved before it was built") == true)
    }

    @Test func aFlowReadReachingAParentsAsyncComponent_inCodeNotPlacedInMain_isNamed_notJudged() {
        let files = Self.flowReadingTheRootsAsync("""
            func launch() async throws {
                let app = Factory(AppAssembly())
                Screen(flow: app.beginFlow()).show()
                try await app.warmUp()
            }
            """)
        #expect(diagnostics(files) == [])
        #expect(Self.unattributed(files).contains { $0.contains("flow[UsersRepositoryKey.self]") && $0.contains("may be a flow whose scopes") })
    }

    /// A base coordinator holds the flow its initializer is given; each subclass's instances hold only the flows
    /// built for that subclass, and a helper that hands its argument back returns what each call gives it.
    @Test func aFlowHeldByABaseCoordinator_isTheOneEachSubclassIsBuiltWith() {
        let source = Self.shop + """
            struct CheckoutAssembly: Assembly {
                func assemble(into registry: inout Registry) { registry.register(SessionKey.self, .flow) }
            }
            struct BrowseAssembly: Assembly {
                func assemble(into registry: inout Registry) {}
            }
            class FlowCoordinator {
                let flow: Factory
                init(flow: Factory) { self.flow = flow }
            }
            final class CheckoutCoordinator: FlowCoordinator {
                func show() { print(flow.session) }
            }
            final class BrowseCoordinator: FlowCoordinator {
                func show() { print(flow.logger) }
            }
            final class AppCoordinator {
                let factory = Factory(ShopAssembly())
                func began(_ flow: Factory) -> Factory { flow }
                func start() {
                    CheckoutCoordinator(flow: began(factory.beginFlow(CheckoutAssembly()))).show()
                    BrowseCoordinator(flow: began(factory.beginFlow(BrowseAssembly()))).show()
                }
            }
            """
        #expect(diagnostics(source) == [])
        // `flow.session` is judged in the checkout flow alone, where `SessionKey` is its own.
        #expect(!Self.unattributed(source).contains { $0.contains("flow.session") })
        let explained = (try? Analysis(files: [SourceFile(path: "App.swift", text: source)]).explanation(of: "SessionKey")) ?? ""
        #expect(explained.contains("App.swift:47  flow.session, in beginFlow(CheckoutAssembly())\n"))
    }
}
