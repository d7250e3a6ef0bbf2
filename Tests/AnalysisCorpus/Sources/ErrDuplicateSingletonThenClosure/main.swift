// The debug assembly registers the logger twice: the second silently replaces the first.
// rivet-expect: main.swift:17:27: warning: Rivet: `LoggerKey` is registered twice in `DebugAssembly` (first on line 16); the later registration replaces the earlier one: remove one of them.
// runtime-expect: exit 0
import Rivet

protocol Logger: Sendable { func log(_ message: String) }
struct PrintLogger: Logger { func log(_ message: String) { print(message) } }
struct ConsoleLogger: Logger { func log(_ message: String) { print("[console]", message) } }

struct LoggerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any Logger { PrintLogger() }
}

struct DebugAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LoggerKey.self, .singleton)
        registry.register(LoggerKey.self) { _ in ConsoleLogger() }
    }
}

let factory = Factory(DebugAssembly())
factory[LoggerKey.self].log("hello")
