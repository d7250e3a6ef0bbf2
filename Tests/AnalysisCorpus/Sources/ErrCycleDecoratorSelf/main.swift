// Decorating the logger: the debug assembly registers LoggerKey with a closure that wraps
// `values.logger`, meaning the key's own make, but that resolves LoggerKey itself.
// The cycle rule judges each root factory with its own registrations too: there the closure replaces the
// key's make, so the cycle is certain (found by the corpus; program-wide, the make that resolves nothing
// hid it).
// rivet-expect: main.swift:26:92: error: Rivet: dependency cycle: `LoggerKey` needs itself (LoggerKey -> LoggerKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// runtime-expect: crash Rivet: dependency cycle: `LoggerKey` needs itself (LoggerKey -> LoggerKey)
import Rivet

protocol Logger: Sendable { func log(_ message: String) -> String }
struct PlainLogger: Logger { func log(_ message: String) -> String { message } }
struct TimestampLogger: Logger {
    let wrapped: any Logger
    func log(_ message: String) -> String { "[12:00] " + wrapped.log(message) }
}

struct LoggerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any Logger { PlainLogger() }
}
extension InjectedValues {
    var logger: any Logger { self[LoggerKey.self] }
}

struct DebugAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LoggerKey.self, .singleton) { values in TimestampLogger(wrapped: values.logger) }
    }
}

let factory = Factory(DebugAssembly())
print(factory.logger.log("launched"))
