@testable import RivetAnalysis
import Testing

/// Programs the runtime runs fine, or stops, that the factory following first got wrong (issue 27, items
/// 1-2): each was reported by the analysis, or left silent, against what running it does.
@Suite struct FactoryFollowingAttackTests {
    /// A root where `SessionKey` is flow-scoped, and a flow's assembly: reading the session from the root
    /// stops the program, reading it from the flow does not.
    static let shop = contractKeys + """
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) { registry.register(SessionKey.self, .flow) }
        }
        struct CheckoutAssembly: Assembly {
            func assemble(into registry: inout Registry) { registry.register(LoggerKey.self, .flow) }
        }
        final class HomePresenter {
            @Injected(\\.session) var session
        }

        """

    static func unattributed(_ files: [String: String]) -> [String] {
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        return Analysis(files: sources, options: .init()).sites.filter { !$0.isAttributed }.map(\.listing)
    }

    // MARK: False errors

    @Test func aPropertyThatMayAlsoHoldAClosuresParameter_isNotJudgedInTheRootAlone() {
        let main = """
            final class Router {
                func onFlow(_ body: (Factory) -> Void) { body(Factory(AppAssembly()).beginFlow(CheckoutAssembly())) }
            }
            final class Coordinator {
                var factory: Factory
                let router = Router()
                init(app: Factory) { self.factory = app }
                func start() { router.onFlow { flow in self.begin(with: flow) } }
                func begin(with flow: Factory) { factory = flow; showCart() }
                func showCart() { _ = factory.session }
            }
            Coordinator(app: Factory(AppAssembly())).start()
            """
        #expect(diagnostics(["App.swift": Self.shop, "main.swift": main]) == [])
        #expect(Self.unattributed(["App.swift": Self.shop, "main.swift": main]).contains {
            // The closure's parameter is followed to the flow `onFlow` calls it with: the root or the flow.
            $0.hasPrefix("main.swift:10:27: accessor factory.session: `factory` may hold one of 2 factories and flows")
        })
    }

    @Test func aStaticPropertyAssignedAFlowThroughItsType_isNotJudgedInTheRootAlone() {
        let main = """
            enum Env { static var factory = Factory(AppAssembly()) }
            func startCheckout() { Env.factory = Env.factory.beginFlow(CheckoutAssembly()) }
            startCheckout()
            _ = Env.factory.session
            """
        #expect(diagnostics(["App.swift": Self.shop, "main.swift": main]) == [])
    }

    @Test func aBareNameInASubclass_isTheInheritedProperty_notAGlobalOfTheSameName() {
        let main = """
            let factory = Factory(AppAssembly())
            class Base {
                let factory: Factory
                init(factory: Factory) { self.factory = factory }
            }
            final class CheckoutScreen: Base {
                func show() { _ = factory.session }
            }
            CheckoutScreen(factory: factory.beginFlow(CheckoutAssembly())).show()
            """
        #expect(diagnostics(["App.swift": Self.shop, "main.swift": main]) == [])
    }

    @Test func aComputedPropertyASubclassOverrides_holdsTheOverridesValueToo() {
        let main = """
            enum App { static let root = Factory(AppAssembly()) }
            class Screen {
                var factory: Factory { App.root }
                func show() { _ = factory.session }
            }
            final class CheckoutScreen: Screen {
                let flow = App.root.beginFlow(CheckoutAssembly())
                override var factory: Factory { flow }
            }
            CheckoutScreen().show()
            """
        #expect(diagnostics(["App.swift": Self.shop, "main.swift": main]) == [])
    }

    @Test func aStoredPropertyASubclassAssigns_holdsWhatTheSubclassAssigns() {
        let main = """
            enum App { static let root = Factory(AppAssembly()) }
            class Screen {
                var factory: Factory
                init() { factory = App.root }
                func show() { _ = factory.session }
            }
            final class CheckoutScreen: Screen {
                override init() { super.init(); factory = factory.beginFlow(CheckoutAssembly()) }
            }
            CheckoutScreen().show()
            """
        #expect(diagnostics(["App.swift": Self.shop, "main.swift": main]) == [])
    }

    @Test func aStoredPropertyAssignedThroughASubclassInstance_holdsThatValue() {
        let main = """
            enum App { static let root = Factory(AppAssembly()) }
            class Screen {
                var factory: Factory = App.root
                func show() { _ = factory.session }
            }
            final class CheckoutScreen: Screen {}
            let screen = CheckoutScreen()
            screen.factory = App.root.beginFlow(CheckoutAssembly())
            screen.show()
            """
        #expect(diagnostics(["App.swift": Self.shop, "main.swift": main]) == [])
    }

    @Test func aNameATuplePatternDeclares_isNotTheGlobalOfTheSameName() {
        let main = """
            let factory = Factory(AppAssembly())
            func show() {
                let (factory, count) = (Factory(AppAssembly()).beginFlow(CheckoutAssembly()), 1)
                _ = factory.session
                print(count)
            }
            show()
            """
        #expect(diagnostics(["App.swift": Self.shop, "main.swift": main]) == [])
    }

    @Test func aRootInstalledAfterAnother_isIgnoredByTheRuntime_soReadsAreNotJudgedInIt() {
        let main = """
            struct SafeAssembly: Assembly {
                func assemble(into registry: inout Registry) { registry.register(SessionKey.self) }
            }
            Factory.installRoot(Factory(SafeAssembly()))
            Factory.installRoot(Factory(AppAssembly()))
            let home = HomePresenter()
            _ = Factory.current.session
            """
        #expect(diagnostics(["App.swift": Self.shop, "main.swift": main]) == [])
    }

    @Test func aClosureParameterAfterAnAttribute_isTheClosuresParameter() {
        let main = """
            final class Router {
                func onFlow(_ body: @Sendable (Factory) -> Void) { body(Factory(AppAssembly()).beginFlow(CheckoutAssembly())) }
            }
            final class Coordinator {
                let flow = Factory(AppAssembly())
                func start() { Router().onFlow { @Sendable flow in _ = flow.session } }
            }
            Coordinator().start()
            """
        #expect(diagnostics(["App.swift": Self.shop, "main.swift": main]) == [])
    }

    @Test func aGlobalInAFileWhoseNameEndsInMain_isLazyLikeAnyGlobal_notMainsTopLevel() {
        let domain = """
            import Rivet
            let sharedPresenter = HomePresenter()
            let sharedSession = Factory.current.session
            """
        let main = """
            let app = Factory(AppAssembly())
            Factory.installRoot(app)
            app.beginFlow(CheckoutAssembly()).withCurrent {
                _ = sharedPresenter
                _ = sharedSession
            }
            """
        #expect(diagnostics(["App.swift": Self.shop, "Domain.swift": domain, "main.swift": main]) == [])
    }

    @Test func anAsyncReadInAGlobalOfDomainSwift_isNotOrderedAgainstMainsWarmUp() {
        let keys = """
            import Rivet
            struct Database: Sendable {}
            struct DatabaseKey: AsyncInjectionKey {
                static func make(_ values: AsyncInjectedValues) async throws -> Database { Database() }
            }
            extension InjectedValues {
                var database: Database { self[DatabaseKey.self] }
            }
            struct AppAssembly: Assembly {
                func assemble(into registry: inout Registry) { registry.registerAsync(DatabaseKey.self, .singleton) }
            }
            let app = Factory(AppAssembly())
            """
        let files = [
            "Keys.swift": keys,
            "Sources/App/Domain.swift": "import Rivet\nlet database = app.database\n",
            "Sources/App/main.swift": "try await app.warmUp()\nprint(database)\n",
        ]
        #expect(diagnostics(files) == [])
    }

    @Test func aPropertyPassedInout_orAssignedInATuple_mayHoldAnything() {
        let main = """
            enum App { static let root = Factory(AppAssembly()) }
            final class Coordinator {
                var factory = App.root
                var flow = App.root.beginFlow(CheckoutAssembly())
                func swapIn() { swap(&factory, &flow); show() }
                func show() { _ = factory.session }
            }
            final class Screen {
                var factory = App.root
                func start() { (factory, _) = (App.root.beginFlow(CheckoutAssembly()), 1); show() }
                func show() { _ = factory.session }
            }
            final class Router {
                var current = App.root
                func show() { _ = current.session }
            }
            func enterFlow(_ factory: inout Factory) { factory = factory.beginFlow(CheckoutAssembly()) }
            let router = Router()
            enterFlow(&router.current)
            router.show()
            Coordinator().swapIn()
            Screen().start()
            """
        let files = ["App.swift": Self.shop, "main.swift": main]
        #expect(diagnostics(files) == [])
        #expect(Self.unattributed(files).filter { $0.hasSuffix("passed `inout` or assigned as part of a tuple, which the analysis does not follow") }.count == 3)
    }

    @Test func aSuitesInitializer_runsInItsTestsFactory_notWithTheInstalledRoot() {
        let app = """
            import Rivet
            final class AppDelegate {
                func didFinishLaunching() { Factory.installRoot(Factory(AppAssembly())) }
            }
            """
        let tests = """
            import Testing
            import Rivet
            struct TestAssembly: Assembly {
                func assemble(into registry: inout Registry) { registry.register(SessionKey.self) }
            }
            @Suite(.isolatedFactory(AppAssembly(), TestAssembly()))
            struct HomeTests {
                let presenter: HomePresenter
                init() { presenter = HomePresenter() }
            }
            extension HomeTests {
                @Test func showsSession() { _ = presenter.session }
            }
            """
        let files = ["App.swift": Self.shop, "AppDelegate.swift": app, "HomeTests.swift": tests]
        // Judged in the suite's factory, where `TestAssembly` registers `SessionKey` as a transient.
        #expect(diagnostics(files) == [])
        #expect(!Self.unattributed(files).contains { $0.contains("HomePresenter") })
    }

    @Test func aStructsMemberwiseInitializer_keptBesideAnExtensionsInit_andCalledAsInit_givesItsProperty() {
        let main = """
            enum App { static let root = Factory(AppAssembly()) }
            struct Builder {
                var factory: Factory = App.root
                func show() { _ = factory.session }
            }
            extension Builder { init(name: String) { self.init() } }
            struct Router {
                var factory: Factory = App.root
                func show() { _ = factory.session }
            }
            func route(_ router: Router) { router.show() }
            Builder(factory: App.root.beginFlow(CheckoutAssembly())).show()
            Builder.init(factory: App.root.beginFlow(CheckoutAssembly())).show()
            let builder: Builder = .init(factory: App.root.beginFlow(CheckoutAssembly()))
            builder.show()
            route(.init(factory: App.root.beginFlow(CheckoutAssembly())))
            """
        let files = ["App.swift": Self.shop, "main.swift": main]
        #expect(diagnostics(files) == [])
        #expect(Self.unattributed(files).contains { $0.hasSuffix("`factory` given to an implicit `.init(…)`, which may build `Router`") })
    }

    @Test func anInitializerCalledThroughSelfSuperASubclassOrAnImplicitInit_holdsThoseArguments() {
        let main = """
            enum App { static let root = Factory(AppAssembly()) }
            class Coordinator {
                let factory: Factory
                init(factory: Factory) { self.factory = factory }
                convenience init(flowOf app: Factory) { self.init(factory: app.beginFlow(CheckoutAssembly())) }
                func idle() {}
                func show() { _ = factory.session }
            }
            final class Checkout: Coordinator {
                init(app: Factory) { super.init(factory: app.beginFlow(CheckoutAssembly())) }
            }
            final class Plain: Coordinator {}
            final class Router {
                let factory: Factory
                init(factory: Factory) { self.factory = factory }
                func idle() {}
                func show() { _ = factory.session }
            }
            func start(_ router: Router) { router.show() }
            Coordinator(factory: App.root).idle()
            Coordinator(flowOf: App.root).show()
            Checkout(app: App.root).show()
            Plain(factory: App.root.beginFlow(CheckoutAssembly())).show()
            Router(factory: App.root).idle()
            start(.init(factory: App.root.beginFlow(CheckoutAssembly())))
            """
        let files = ["App.swift": Self.shop, "main.swift": main]
        #expect(diagnostics(files) == [])
        #expect(Self.unattributed(files).contains { $0.hasSuffix("a parameter of `Router.init`, which may be called as an implicit `.init(…)`") })
    }

    @Test func anInitializerCalledAsSelfInAStaticFactoryMethod_holdsWhatIsCurrentThere() {
        let main = """
            let app = Factory(AppAssembly())
            Factory.installRoot(app)
            final class Screen {
                let presenter: HomePresenter
                init() { presenter = HomePresenter() }
                static func build() -> Self { Self() }
            }
            _ = app.beginFlow(CheckoutAssembly()).withCurrent { Screen.build() }
            """
        #expect(diagnostics(["App.swift": Self.shop, "main.swift": main]) == [])
    }

    @Test func aReadAfterAShortCircuitingOperator_mayNotRun_soItIsAWarning() {
        let main = """
            final class Screen {
                let app = Factory(AppAssembly())
                let cached: Session? = Session()
                let flag = false
                func show() {
                    let a = cached ?? app.session
                    let b = flag ? app.session : Session()
                    print(a, b, flag && app[SessionKey.self] is Session)
                }
            }
            Screen().show()
            """
        let found = diagnostics(["App.swift": Self.shop, "main.swift": main])
        #expect(found.count == 3 && found.allSatisfy { $0.contains(": warning: ") && $0.contains("The read is after `") })
    }

    @Test func aReadThroughAFactoryConstantAfterAShortCircuitingOperator_isAWarning() {
        let main = """
            let app = Factory(AppAssembly())
            let cached: Session? = Session()
            let flag = false
            let a = cached ?? app.session
            let b = flag ? app.session : Session()
            print(a, b, flag && app[SessionKey.self] is Session)
            """
        let found = diagnostics(["App.swift": Self.shop, "main.swift": main])
        #expect(found.count == 3 && found.allSatisfy { $0.contains(": warning: ") && $0.contains("The read is after `") })
    }

    @Test func aReadAfterACallThatMayThrow_isAWarning_butNotAfterAWarmUp_norInTheThrowingStatement() {
        let main = """
            func load() throws {}
            func check(_ session: Session) throws {}
            let app = Factory(AppAssembly())
            try check(app.session)
            try load()
            _ = app.session
            func show() throws {
                let flow = Factory(AppAssembly())
                try? load()
                _ = flow.session
                try load()
                _ = flow.session
            }
            try show()
            """
        let found = diagnostics(["App.swift": Self.shop, "main.swift": main])
        #expect(found.map { $0.prefix(25) } == ["main.swift:4:11: error: R", "main.swift:6:5: warning: ", "main.swift:10:9: error: R", "main.swift:12:9: warning:"])
        #expect(found[1].contains("The read is after a call that may throw (`try`)") && found[3].contains("after a call that may throw"))
        let warmedUp = """
            let app = Factory(AppAssembly())
            try await app.warmUp()
            _ = app.session
            """
        #expect(diagnostics(["App.swift": Self.shop, "main.swift": warmedUp]).map { $0.prefix(23) } == ["main.swift:3:5: error: "])
        // In a `Task` body, which runs in line: after a `try` in the body, not before it.
        let inTask = """
            func load() throws {}
            let app = Factory(AppAssembly())
            app.withCurrent { Task { _ = HomePresenter(); try load(); _ = HomePresenter() } }
            """
        let tasks = diagnostics(["App.swift": Self.shop, "main.swift": inTask])
        #expect(tasks.map { $0.prefix(24) } == ["main.swift:3:30: error: ", "main.swift:3:63: warning"])
    }

    @Test func aReadThroughAFactoryConstantAfterAnEarlyExit_isAWarning_butNotAfterAFunctionThatReturns() {
        let main = """
            func run(_ flag: Bool) {
                let app = Factory(AppAssembly())
                guard flag else { return }
                _ = app.session
            }
            let app = Factory(AppAssembly())
            func helper() -> Int { return 1 }
            _ = app.session
            run(true)
            """
        let found = diagnostics(["App.swift": Self.shop, "main.swift": main])
        #expect(found.map { $0.prefix(24) } == ["main.swift:4:9: warning:", "main.swift:8:5: error: R"])
    }

    @Test func aHostBuiltWithAnImplicitInitAsAnArgument_isJudgedWhereItIsBuilt() {
        let main = Self.safeRoot + """
            func show(_ presenter: HomePresenter) { print(presenter) }
            func show(label presenter: String) {}
            show(.init())
            safe.withCurrent { show(.init()) }
            """
        #expect(diagnostics(["App.swift": Self.shop, "main.swift": main]) == [Self.error(10, 7, "HomePresenter -> SessionKey")])
    }

    // MARK: Silent misses

    static let safeRoot = """
        struct SafeAssembly: Assembly {
            func assemble(into registry: inout Registry) { registry.register(SessionKey.self) }
        }
        let safe = Factory(SafeAssembly())
        let app = Factory(AppAssembly())
        Factory.installRoot(app)
        _ = safe.withCurrent { HomePresenter() }

        """

    static func error(_ line: Int, _ column: Int, _ chain: String) -> String {
        "main.swift:\(line):\(column): error: Rivet: flow-scoped `SessionKey` resolved with no flow running (\(chain)); "
            + "resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self]."
    }

    @Test func aHostBuiltWithAnImplicitInit_isJudgedWhereItIsBuilt() {
        let main = Self.safeRoot + """
            let presenter: HomePresenter = .init()
            """
        #expect(diagnostics(["App.swift": Self.shop, "main.swift": main]) == [Self.error(8, 33, "HomePresenter -> SessionKey")])
    }

    @Test func aSubclassOfAHostBuiltWithTheRootCurrent_isJudgedWhereItIsBuilt() {
        let main = Self.safeRoot + """
            class BasePresenter {
                @Injected(\\.session) var session
            }
            final class CheckoutPresenter: BasePresenter {}
            _ = safe.withCurrent { BasePresenter() }
            _ = CheckoutPresenter()
            """
        #expect(diagnostics(["App.swift": Self.shop, "main.swift": main]) == [Self.error(13, 5, "BasePresenter -> SessionKey")])
    }

    @Test func aHostBuiltAsSelfInItsOwnStaticMethod_isJudgedWhereThatIsCalled() {
        let main = Self.safeRoot + """
            final class Presenter {
                @Injected(\\.session) var session
                static func build() -> Self { Self() }
                required init() {}
            }
            _ = safe.withCurrent { Presenter() }
            _ = Presenter.build()
            """
        #expect(diagnostics(["App.swift": Self.shop, "main.swift": main]) == [Self.error(10, 35, "Presenter -> SessionKey")])
    }

    // MARK: Crashes and hangs

    @Test func aChainOfThousandsOfNames_stopsAtTheNestingLimit_ratherThanOverflowingTheStack() {
        var main = "let g0 = Factory(AppAssembly())\n"
        for index in 1..<5_000 { main += "let g\(index) = g\(index - 1)\n" }
        main += "_ = g4999.session\n"
        var types = "final class T5000 { let factory = Factory(AppAssembly()) }\n"
        for index in 0..<5_000 { types += "final class T\(index) { let factory = T\(index + 1)().factory }\n" }
        types += "func show() { _ = T0().factory.session }\n"
        let files = ["App.swift": Self.shop, "main.swift": main, "Types.swift": types]
        #expect(diagnostics(files) == [])
        let listed = Self.unattributed(files)
        #expect(listed.contains { $0.hasPrefix("main.swift:5001:5: accessor g4999.session: the receiver `g4999` may hold `g") && $0.hasSuffix("at the end of a chain of more than 128 names") })
    }

    @Test(.timeLimit(.minutes(1))) func callsNestedThousandsDeep_areBoundOnce() {
        let main = "func f(_ x: Factory) -> Factory { x }\n_ = " + String(repeating: "f(", count: 3_000) + "Factory(AppAssembly())"
            + String(repeating: ")", count: 3_000) + ".session\n"
        let files = ["App.swift": Self.shop, "main.swift": main]
        #expect(diagnostics(files) == [])
        #expect(Self.unattributed(files).contains { $0.hasPrefix("main.swift:2:9026: accessor f(f(") && $0.hasSuffix("returns, more than 4 calls deep") })
    }
}
