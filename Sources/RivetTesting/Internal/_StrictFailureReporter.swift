import Testing
import XCTest

/// Where a strict scope records its failures: the running Swift Testing test, else the running XCTest
/// test. Recording is a test failure with a message, never a crash.
enum _StrictFailureReporter {
    case swiftTesting(SourceLocation)
    case xcTest(file: StaticString, line: UInt)

    /// Swift Testing if a Swift Testing test is running here, else XCTest; both point at the caller.
    static func caller(fileID: String, filePath: StaticString, line: UInt, column: UInt) -> Self {
        guard Test.current != nil else { return .xcTest(file: filePath, line: line) }
        return .swiftTesting(SourceLocation(
            fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)
        ))
    }

    func record(_ message: String) {
        switch self {
        case .swiftTesting(let location):
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        case .xcTest(let file, let line):
            XCTFail(message, file: file, line: line)
        }
    }

    /// The failure for a key that a strict test built with its live default: the key, the rule, the fix.
    static func message(forKey key: String) -> String {
        "Rivet: strict test built `\(key)` with its live default (\(key).make); a strict test replaces every "
            + "dependency it uses: override it (factory.override(\(key).self) { _ in ... }, or the value form "
            + "factory.override(\(key).self, with: ...)) or register it with a closure in a test assembly."
    }
}
