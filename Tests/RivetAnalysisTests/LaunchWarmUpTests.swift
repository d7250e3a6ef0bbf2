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
}
