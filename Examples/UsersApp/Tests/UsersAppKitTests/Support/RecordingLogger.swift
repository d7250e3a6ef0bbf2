import Foundation
import UsersAppKit

/// Keeps the messages instead of printing them.
final class RecordingLogger: Logger, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var messages: [String] { lock.withLock { recorded } }

    func log(_ level: LogLevel, _ message: String) {
        lock.withLock { recorded.append("\(level): \(message)") }
    }
}
