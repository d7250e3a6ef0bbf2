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
