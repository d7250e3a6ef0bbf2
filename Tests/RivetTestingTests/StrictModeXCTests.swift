import Rivet
import RivetTestSupport
import RivetTesting
import XCTest

/// Catches the failures whose message starts with `Rivet:` instead of recording them, and checks them
/// against what the test expected once the test (and RivetTestCase's reporting) is over.
class StrictFailureCapturingTestCase: RivetTestCase {
    var captured: [String] = []
    var expectedFailures: [String] = []

    override func invokeTest() {
        super.invokeTest()
        XCTAssertEqual(captured, expectedFailures)
    }

    /// Takes a failure if it is one of Rivet's (an `XCTFail` whose message starts with `Rivet:`); returns
    /// false for the others, which are recorded as usual.
    func capture(_ description: String) -> Bool {
        let message = description.hasPrefix("failed - ") ? description.dropFirst("failed - ".count) : description[...]
        guard message.hasPrefix("Rivet: ") else { return false }
        captured.append(String(message))
        return true
    }

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        if !capture(issue.compactDescription) { super.record(issue) }
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if !capture(description) {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
    #endif
}

final class StrictRivetTestCaseTests: StrictFailureCapturingTestCase {
    override var assemblies: [any Assembly] { [AppAssembly()] }
    override var isStrict: Bool { true }

    func test_strictTestCase_buildingALiveDefault_failsTheTestNamingTheKey() {
        expectedFailures = [strictFailure("LoggerKey")]
        factory.logger.log("built by LoggerKey.make")
    }

    func test_strictTestCase_withTheKeysOverridden_recordsNothing() async throws {
        factory.override(UsersRepositoryKey.self, with: MockUsersRepository())
        factory.override(LoggerKey.self) { _ in RecordingLogger() }
        let names = try await UsersPresenter().userNames()
        XCTAssertEqual(names, ["mock"])
    }
}

final class StrictWithIsolatedFactoryXCTests: StrictFailureCapturingTestCase {
    func test_strictFunction_inAnXCTest_failsTheTestNamingTheKey() {
        expectedFailures = [strictFailure("ThingKey")]
        withIsolatedFactory(strict: true) { factory in
            _ = factory.thing
        }
    }
}
