import Foundation
import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// What an app sees: a failed resolution stops the program and prints the message. Each test runs in a
// child process (an exit test), which also keeps the process-wide root factory out of the other tests.

@Suite struct DefaultFailureTests {
    @Test func failedResolution_stopsTheProgram_printingTheMessageAsAFatalError() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory()[CycleAKey.self]
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        let message = RivetError.dependencyCycle(chain: ["CycleAKey", "CycleBKey", "CycleAKey"]).description
        #expect(output.contains("Fatal error: \(message)\n"))
    }

    @Test func installedRoot_servesInjectedAndCurrent_whereNoFactoryIsBound() async {
        await #expect(processExitsWith: .success) {
            let root = Factory(AppAssembly())
            Factory.installRoot(root)
            let presenter = UsersPresenter()
            guard Factory.current === root, presenter.logger === root.logger else { exit(1) }
        }
    }

    @Test func installingASecondRoot_keepsTheFirst_returnsFalse_andWritesTheMessage_withoutStopping() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let first = Factory(AppAssembly())
            guard Factory.installRoot(first) else { exit(2) }
            guard !Factory.installRoot(Factory(AppAssembly())) else { exit(3) }
            guard Factory.root === first, Factory.current === first, UsersPresenter().logger === first.logger else { exit(4) }
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(output == RivetError.rootAlreadyInstalled.description + "\n")
    }

    @Test func installingTheSameRootAgain_returnsTrue_silently() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            guard Factory.root == nil else { exit(2) }
            let root = Factory(AppAssembly())
            guard Factory.installRoot(root), Factory.installRoot(root), Factory.root === root else { exit(3) }
        }
        #expect(try #require(result).standardErrorContent.isEmpty)
    }

    @Test func injectedWithNoFactory_stopsNamingTheProperty() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = UsersPresenter()
        }
        #expect(result?.rivetMessage == """
            Rivet: no factory is current for @Injected of type UsersRepository; install the app's factory once at \
            launch (Factory.installRoot(factory)) or bind one around the code (factory.withCurrent { ... }).
            """)
    }

    @Test func endlessChainOnASmallThreadStack_stopsWithTheDepthMessage_notAStackOverflow() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let thread = Thread { _ = Factory()[EndlessKey<Int>.self] }
            thread.stackSize = 512 * 1024   // a secondary thread's stack on Apple platforms
            thread.start()
            while true { sleep(1) }
        }
        #expect(result?.rivetMessage == RivetError.resolutionTooDeep(limit: 128, chain: endlessChain).description)
    }
}
