/// Where the app writes what happens; one per app.
public protocol Logger: AnyObject, Sendable {
    func log(_ message: String)
}

/// Prints each message with a prefix.
public final class ConsoleLogger: Logger {
    public init() {}
    public func log(_ message: String) { print("  log: \(message)") }
}
