@testable import RivetAnalysis
import Testing

/// Warm-ups a launch makes through a launcher's method, in a `do` whose every `catch` ends the program, and the
/// tasks that may or may not run alongside a warm-up.
@Suite struct LaunchWarmUpTests {
    static let keys = """
        import Rivet
        struct StoreKey: AsyncInjectionKey { static func make(_ values: AsyncInjectedValues) async throws -> Int { 1 } }
        extension InjectedValues { var store: Int { self[StoreKey.self] } }
        struct AppAssembly: Assembly {
            func assemble(into registry: inout Registry) { registry.registerAsync(StoreKey.self, .singleton) }
        }
        struct AppLauncher {
            private let factory: Factory
            init(factory: Factory) { self.factory = factory }
            func launch() async throws {
                do { try await factory.warmUp() } catch { try await factory.warmUp() }
            }
        }
        func show(_ factory: Factory) { print(factory.store) }

        """

    static let notReady = "Rivet: async `StoreKey` resolved before it was built (StoreKey); build it first: try await factory.warmUp() at launch "
        + "or when the flow begins, or await it: try await values.resolve(StoreKey.self)."

    static func check(_ main: String) -> (diagnostics: [String], unattributed: [String]) {
        let files = ["Keys.swift": Self.keys, "main.swift": main]
        return (diagnostics(files), FactoryFollowingTests.unattributed(files))
    }

    @Test func aReadAfterALauncherWarmsTheFactoryUp_inADoThatEndsTheProgramOnFailure_isJudgedReady() {
        let found = Self.check("""
            let factory = Factory(AppAssembly())
            do {
                try await AppLauncher(factory: factory).launch()
            } catch {
                fatalError("cannot launch: \\(error)")
            }
            show(factory)
            Task { show(factory) }
            """)
        #expect(found.diagnostics == [])
        #expect(found.unattributed == [])
    }

    @Test func aReadBeforeTheLauncher_isReportedBeforeTheWarmUp() {
        let found = Self.check("""
            let factory = Factory(AppAssembly())
            show(factory)
            try await AppLauncher(factory: factory).launch()
            """)
        #expect(found.diagnostics == ["Keys.swift:14:39: error: " + Self.notReady])
    }

    @Test func aCatchThatGoesOn_orATaskStartedBeforeTheWarmUp_leavesTheOrderUnknown() {
        let goesOn = Self.check("""
            let factory = Factory(AppAssembly())
            do { try await AppLauncher(factory: factory).launch() } catch { print(error) }
            show(factory)
            """)
        #expect(goesOn.diagnostics == [])
        #expect(goesOn.unattributed.count == 1)
        let task = Self.check("""
            let factory = Factory(AppAssembly())
            Task { show(factory) }
            try await AppLauncher(factory: factory).launch()
            """)
        #expect(task.diagnostics == [])
        #expect(task.unattributed.count == 1)
    }

    /// The attack's launchers that do not certainly warm up the factory they were built with: read unordered (a note).
    @Test func aLauncherThatMayReturnFirst_warmsALocal_orMayBeGivenAnotherFactory_ordersNothing() {
        for launcher in [
            "struct L { let factory: Factory; func launch() async throws { if CommandLine.arguments.count < 5 { return }; try await factory.warmUp() } }",
            "struct L { let factory: Factory; func launch() async throws { let factory = Factory(AppAssembly()); try await factory.warmUp() } }",
            "final class L { var factory: Factory; init(factory: Factory) { self.factory = factory }; func launch() async throws { try await factory.warmUp() } }",
        ] {
            let found = Self.check(launcher + "\nlet f = Factory(AppAssembly())\ntry await L(factory: f).launch()\nshow(f)")
            #expect(found.diagnostics == [], "\(launcher)")
            #expect(found.unattributed.count == 1, "\(launcher)")
        }
    }

    @Test func sleepingBetweenTheWarmUpAndTheRead_buildsNothing() {
        let found = Self.check("""
            let factory = Factory(AppAssembly())
            try await factory.warmUp()
            try await Task.sleep(nanoseconds: 1_000)
            show(factory)
            """)
        #expect(found.diagnostics == [])
        #expect(found.unattributed == [])
    }
}
