import Rivet
import Testing

/// Each `LaunchCondition`, against launch contexts made of explicit arguments and environment: what a test
/// on Linux can say about a launch on any platform.
@Suite struct LaunchConditionTests {
    @Test func test_holdsUnderXCTestOrSwiftTesting_inXcodeAndUnderSwiftTest() {
        #expect(LaunchCondition.test.matches(launch(environment: ["XCTestConfigurationFilePath": "/tmp/x.xctestconfiguration"])))
        #expect(LaunchCondition.test.matches(launch(environment: ["XCTestBundlePath": "/tmp/AppTests.xctest"])))
        #expect(LaunchCondition.test.matches(launch(environment: ["XCTestSessionIdentifier": "1234"])))
        #expect(LaunchCondition.test.matches(LaunchContext(arguments: ["/work/.build/debug/AppPackageTests.xctest"])))
        #expect(LaunchCondition.test.matches(LaunchContext(arguments: ["/usr/bin/xctest", "/work/.build/AppPackageTests.xctest"])))
        #expect(LaunchCondition.test.matches(LaunchContext(arguments: ["/usr/bin/swiftpm-testing-helper", "--test-bundle-path", "x"])))
        #expect(LaunchCondition.test.matches(LaunchContext(arguments: ["xctest"])))
        #expect(!LaunchCondition.test.matches(launch("-mock-network", environment: ["HOME": "/root"])))
        #expect(!LaunchCondition.test.matches(LaunchContext(arguments: [])))
    }

    @Test func preview_holdsWhenXcodeRendersPreviews() {
        #expect(LaunchCondition.preview.matches(launch(environment: ["XCODE_RUNNING_FOR_PREVIEWS": "1"])))
        #expect(!LaunchCondition.preview.matches(launch(environment: ["XCODE_RUNNING_FOR_PREVIEWS": "0"])))
        #expect(!LaunchCondition.preview.matches(launch()))
    }

    @Test func debugAndSimulator_followTheContextsFlags() {
        #expect(LaunchCondition.debug.matches(LaunchContext(arguments: [], isDebug: true)))
        #expect(!LaunchCondition.debug.matches(LaunchContext(arguments: [])))
        #expect(LaunchCondition.simulator.matches(LaunchContext(arguments: [], isSimulator: true)))
        #expect(!LaunchCondition.simulator.matches(LaunchContext(arguments: [])))
    }

    @Test func argument_holdsForThatExactArgument() {
        #expect(LaunchCondition.argument("-mock-network").matches(launch("-reset", "-mock-network")))
        #expect(!LaunchCondition.argument("-mock-network").matches(launch("-mock-networking")))
        #expect(!LaunchCondition.argument("-mock-network").matches(launch(environment: ["-mock-network": "1"])))
    }

    @Test func environment_holdsWhenTheVariableIsSet_orHasTheValue() {
        let staging = launch(environment: ["STAGING": "1"])
        #expect(LaunchCondition.environment("STAGING").matches(staging))
        #expect(LaunchCondition.environment("STAGING").matches(launch(environment: ["STAGING": ""])))
        #expect(LaunchCondition.environment("STAGING", equals: "1").matches(staging))
        #expect(!LaunchCondition.environment("STAGING", equals: "0").matches(staging))
        #expect(!LaunchCondition.environment("STAGING").matches(launch("STAGING")))
    }

    @Test func not_holdsWhereItsConditionDoesNot_andTwiceIsTheCondition() {
        let test = launch(environment: ["XCTestBundlePath": "/tmp/AppTests.xctest"])
        #expect(!LaunchCondition.not(.test).matches(test))
        #expect(LaunchCondition.not(.test).matches(launch()))
        #expect(LaunchCondition.not(.not(.test)).matches(test))
        #expect(LaunchCondition.not(.argument("-x")).matches(launch("-y")))
    }

    @Test func description_namesTheCondition_asMessagesAndTheAnalysisDo() {
        let conditions: [LaunchCondition] = [
            .test, .preview, .debug, .simulator, .argument("-mock-network"), .environment("STAGING", equals: "1"),
            .environment("STAGING"), .not(.test), .not(.argument("-mock-network")),
        ]
        #expect(conditions.map(\.description) == [
            "test", "preview", "debug", "simulator", "argument -mock-network", "environment STAGING=1",
            "environment STAGING", "not test", "not argument -mock-network",
        ])
    }
}
