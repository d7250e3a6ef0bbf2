// Decorating the logger the right way: the decorator resolves a separate base key, not itself.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

protocol Logger: Sendable { func log(_ message: String) -> String }
struct PlainLogger: Logger { func log(_ message: String) -> String { message } }
struct TimestampLogger: Logger {
    let wrapped: any Logger
    func log(_ message: String) -> String { "[12:00] " + wrapped.log(message) }
}
struct BaseLoggerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any Logger { PlainLogger() }
}
struct LoggerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any Logger { values[BaseLoggerKey.self] }
}
extension InjectedValues {
    var logger: any Logger { self[LoggerKey.self] }
}
struct DebugAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(BaseLoggerKey.self, .singleton)
        registry.register(LoggerKey.self, .singleton) { values in TimestampLogger(wrapped: values[BaseLoggerKey.self]) }
    }
}

let factory = Factory(DebugAssembly())
precondition(factory.logger.log("hi") == "[12:00] hi")
