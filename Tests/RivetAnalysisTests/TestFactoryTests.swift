@testable import RivetAnalysis
import Testing

/// Reads in tests, judged in the factory RivetTesting builds around each test: a `RivetTestCase`'s, from its
/// `assemblies`; `withIsolatedFactory`'s; an `.isolatedFactory(…)` trait's.
@Suite struct TestFactoryTests {
    static let shop = FactoryFollowingTests.shop
    /// What the fixture alone leaves unattributed: `HomePresenter`, which it never builds.
    static let unbuiltPresenter = FactoryFollowingTests.unattributed(shop)

    static func error(_ line: Int, _ column: Int, _ chain: String = "SessionKey", file: String = "App.swift") -> String {
        FactoryFollowingTests.error(line, column, chain, file: file)
    }

    @Test func aRivetTestCasesFactory_isBuiltFromItsAssemblies_inItsTestsAndTheirSetUp() {
        let source = Self.shop + """
            final class ShopTests: RivetTestCase {
                override var assemblies: [any Assembly] { [ShopAssembly()] }
                override func setUp() { print(factory.logger) }
                func test_session() {
                    let factory = factory
                    print(factory.session)
                }
            }
            """
        #expect(diagnostics(source) == [Self.error(41, 15)])
        #expect(FactoryFollowingTests.unattributed(source) == Self.unbuiltPresenter)
    }

    @Test func aRivetTestCaseWithoutAssemblies_resolvesEachKeysOwnMake() {
        let source = Self.shop + """
            final class ShopTests: RivetTestCase {
                func test_session() { print(factory.session, factory.logger) }
            }
            """
        #expect(diagnostics(source) == [])
        #expect(FactoryFollowingTests.unattributed(source) == Self.unbuiltPresenter)
    }

    @Test func anInjectedHostBuiltInARivetTestCasesTest_resolvesFromTheTestsFactory() {
        let source = Self.shop + """
            final class HomeTests: RivetTestCase {
                override var assemblies: [any Assembly] { return [ShopAssembly()] }
                func test_home() { _ = HomePresenter() }
            }
            """
        #expect(diagnostics(source) == [Self.error(38, 28, "HomePresenter -> SessionKey")])
    }

    @Test func assembliesOverriddenBelowTheTestCase_areNamed_notGuessed() {
        let source = Self.shop + """
            class BaseTests: RivetTestCase {
                override var assemblies: [any Assembly] { [ShopAssembly()] }
            }
            final class ShopTests: BaseTests {
                override var assemblies: [any Assembly] { [] }
                func test_session() { print(factory.session) }
            }
            """
        #expect(diagnostics(source) == [])
        #expect(FactoryFollowingTests.unattributed(source) == Self.unbuiltPresenter + [
            "App.swift:41:33: accessor factory.session: the receiver `factory` may hold `ShopTests.assemblies`, overridden in a subclass of `BaseTests`, which the analysis does not follow",
        ])
    }

    @Test func withIsolatedFactorysParameter_isARootOfItsAssemblies() {
        let source = Self.shop + """
            func test_session() {
                withIsolatedFactory(ShopAssembly(), strict: true) { factory in
                    print(factory.logger)
                    print(factory.session)
                }
            }
            """
        #expect(diagnostics(source) == [Self.error(39, 15)])
        #expect(FactoryFollowingTests.unattributed(source) == Self.unbuiltPresenter)
    }

    @Test func anIsolatedFactoryTrait_isCurrentInTheTestsItAppliesTo_afterItsSuitesAssemblies() {
        let source = Self.shop + """
            struct EmptyAssembly: Assembly {
                func assemble(into registry: inout Registry) {}
            }
            @Suite(.isolatedFactory(EmptyAssembly()))
            struct ShopSuite {
                @Test func own() { print(Factory.current.session) }
                @Test(.isolatedFactory(ShopAssembly())) func shop() { print(Factory.current.session) }
            }
            """
        #expect(diagnostics(source) == [Self.error(42, 73)])
        #expect(FactoryFollowingTests.unattributed(source) == Self.unbuiltPresenter)
    }

    @Test func anIsolatedFactoryTraitWithOverridingTraits_isNamed_notGuessed() {
        let source = Self.shop + """
            @Test(.isolatedFactory(ShopAssembly()), .overriding(LoggerKey.self) { _ in RecordingLogger() })
            func shop() { print(Factory.current.session) }
            """
        #expect(diagnostics(source) == [])
        #expect(FactoryFollowingTests.unattributed(source) == Self.unbuiltPresenter + [
            "App.swift:37:29: accessor Factory.current.session: `Factory.current` may be a factory whose assemblies the analysis could not read whole",
        ])
    }

    @Test func aFactoryWithAnObserver_isReadFromItsAssemblies() {
        let source = Self.shop + """
            func launch(trace: (any ResolutionObserver)?) {
                let factory = Factory(observer: trace, launch: .current, ShopAssembly())
                print(factory.session)
            }
            """
        #expect(diagnostics(source) == [Self.error(38, 11)])
    }


    /// An override one test makes may be in force in no other: the reads of the others are named, not taken as
    /// judged (each test has a factory of its own, which the analysis does not tell apart yet).
    @Test func anOverrideInOneTest_leavesTheOthersReadsNamed_notSilent() {
        let source = Self.shop + """
            final class ShopTests: RivetTestCase {
                override var assemblies: [any Assembly] { [ShopAssembly()] }
                func test_a() { factory.override(SessionKey.self, .transient) { _ in Session() }; print(factory.session) }
                func test_b() { print(factory.session) }
            }
            """
        #expect(diagnostics(source) == [])
        #expect(FactoryFollowingTests.unattributed(source).filter { $0.contains("an override in force in this factory") }.count == 2)
    }

    /// A subclass's `setUp()` replaces its base's, whose overrides were taken as made first: not followed.
    @Test func aSubclassReplacingTheSetUpOfItsBase_isNamed() {
        let source = Self.shop + """
            class BaseTests: RivetTestCase {
                override var assemblies: [any Assembly] { [ShopAssembly()] }
                override func setUp() { factory.override(SessionKey.self, .transient) { _ in Session() } }
            }
            final class ShopTests: BaseTests {
                override func setUp() {}
                func test_b() { print(factory.session) }
            }
            """
        #expect(diagnostics(source) == [])
        #expect(FactoryFollowingTests.unattributed(source).contains { $0.contains("`ShopTests.setUp()`, which replaces the set-up of `BaseTests`") })
    }
}

/// A value whose declaration states its type: an instance of a struct or class the sources declare, whose own
/// properties are read, not resolutions.
@Suite struct WrittenTypeTests {
    @Test func aPropertyOfAComponentsOwnType_isItsOwnRead_notAResolution() {
        let source = FactoryFollowingTests.shop + """
            struct Shared {
                let logger: any Logger
            }
            struct SharedKey: InjectionKey {
                static func make(_ values: InjectedValues) -> Shared { Shared(logger: values.logger) }
            }
            extension InjectedValues {
                var shared: Shared { self[SharedKey.self] }
            }
            final class Presenter {
                private let shared: Shared
                init(shared: Shared) { self.shared = shared }
                func show() { print(shared.logger) }
            }
            let app = Factory(ShopAssembly())
            let presenter = Presenter(shared: app.shared)
            """
        #expect(diagnostics(source) == [])
        #expect(FactoryFollowingTests.unattributed(source) == TestFactoryTests.unbuiltPresenter)
    }

    @Test func anEnumCasesPayload_holdsWhatTheSourcesBuildTheCaseWith() {
        let source = FactoryFollowingTests.shop + """
            enum Event {
                case began(String, scope: Factory)
            }
            final class Report {
                func record(_ event: Event) {
                    switch event {
                    case .began(let name, let scope): print(name, scope.session)
                    }
                }
            }
            func start(report: Report) { report.record(.began("shop", scope: Factory(ShopAssembly()))) }
            """
        // Inside a `switch`: a read that may not run.
        #expect(diagnostics(source) == [
            "App.swift:42:55: warning: Rivet: flow-scoped `SessionKey` resolved with no flow running (SessionKey); resolve it from a flow: "
                + "let flow = factory.beginFlow(...); flow[SessionKey.self]. The read is inside `switch`, which may not run; when it runs, "
                + "it stops the program (// rivet: ignore flow-not-running keeps it).",
        ])
    }
}
