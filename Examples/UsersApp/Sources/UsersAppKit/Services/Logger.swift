/// How severe a log message is; the configuration sets the least severe one that is printed.
public enum LogLevel: Int, Sendable, Comparable, CustomStringConvertible {
    case debug, info, warning, error

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .debug: "debug"
        case .info: "info"
        case .warning: "warning"
        case .error: "error"
        }
    }
}

/// Where the app writes what happens; one per app.
public protocol Logger: AnyObject, Sendable {
    func log(_ level: LogLevel, _ message: String)
}

/// Prints the messages at or above a level, indented under the screens' output.
public final class ConsoleLogger: Logger {
    /// The least severe level printed.
    public let minimumLevel: LogLevel

    public init(minimumLevel: LogLevel) {
        self.minimumLevel = minimumLevel
    }

    public func log(_ level: LogLevel, _ message: String) {
        if level >= minimumLevel { print("    \(level): \(message)") }
    }
}
