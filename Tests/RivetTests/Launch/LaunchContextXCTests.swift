import Rivet
import XCTest

/// Under `swift test`, an XCTest test sees a test launch too (Linux has no XCTestConfigurationFilePath).
final class LaunchContextXCTests: XCTestCase {
    func test_current_isATest_underSwiftTest_withXCTest() {
        XCTAssertTrue(LaunchContext.current.isTest, "arguments: \(LaunchContext.current.arguments)")
        XCTAssertFalse(LaunchContext.current.isPreview)
    }
}
