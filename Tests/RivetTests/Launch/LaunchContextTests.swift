import Rivet
import Testing

/// `LaunchContext`: what a launch says, and what this process's says under `swift test`.
@Suite struct LaunchContextTests {
    @Test func current_isATest_underSwiftTest_withSwiftTesting() {
        #expect(LaunchContext.current.isTest)
        #expect(LaunchCondition.test.matches(.current))
    }

    @Test func current_isNotAPreview_here() {
        #expect(!LaunchContext.current.isPreview)
    }

    @Test func current_holdsTheProcesssArgumentsAndEnvironment() {
        #expect(LaunchContext.current.arguments == CommandLine.arguments)
        #expect(LaunchContext.current.environment["PATH"] != nil)
    }

    @Test func current_isDebug_inADebugBuild() {
        #if DEBUG
        #expect(LaunchContext.current.isDebug)
        #else
        #expect(!LaunchContext.current.isDebug)
        #endif
    }

    @Test func hasArgument_matchesWholeArgumentsOnly() {
        let context = launch("-mock-network", "--user=demo")
        #expect(context.hasArgument("-mock-network"))
        #expect(context.hasArgument("--user=demo"))
        #expect(!context.hasArgument("-mock"))
        #expect(!context.hasArgument("--user"))
    }

    @Test func aContextForAnApp_isNotATestNorAPreview() {
        let context = launch("-mock-network", environment: ["HOME": "/Users/me", "PATH": "/usr/bin"])
        #expect(!context.isTest && !context.isPreview && !context.isDebug && !context.isSimulator)
    }
}
