public import Rivet

public protocol Logger: Sendable { func log(_ message: String) }

struct PrintLogger: Logger { func log(_ message: String) { print(message) } }

public struct LoggerKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any Logger { PrintLogger() }
}

public struct LoggingAssembly: Assembly {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(LoggerKey.self, .singleton)
        registry.register(LoggerKey.self, .singleton)
    }
}

/// A helper the analysis does not follow: its resolution gets a note, printed once in a build of both
/// targets that check (by Lib's check, not again by App's).
public func currentLogger(_ values: InjectedValues) -> any Logger { values[LoggerKey.self] }
