// `#if` around code unrelated to registrations: a debug menu, a log level, a conditional import.
// rivet-expect: main.swift:54:14: note: Rivet: cannot attribute `screen.logger` to a factory or flow (the receiver `screen` may hold a value resolved from a factory (`factory[SettingsScreenKey.self]`), which the analysis takes for a component, not a factory), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: exit 0
#if canImport(Glibc)
import Glibc
#endif
import Rivet

enum LogLevel { case verbose, quiet }

#if DEBUG
let logLevel = LogLevel.verbose
#else
let logLevel = LogLevel.quiet
#endif

final class Logger: Sendable {
    let level: LogLevel
    init(level: LogLevel) { self.level = level }
}
struct LoggerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Logger {
        #if DEBUG
        let level = LogLevel.verbose
        #else
        let level = logLevel
        #endif
        return Logger(level: level)
    }
}
final class SettingsScreen: Sendable {
    let logger: Logger
    init(logger: Logger) { self.logger = logger }
    #if DEBUG
    var showsDebugMenu: Bool { true }
    #endif
}
struct SettingsScreenKey: InjectionKey {
    static func make(_ values: InjectedValues) -> SettingsScreen { SettingsScreen(logger: values[LoggerKey.self]) }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LoggerKey.self, .singleton)
        registry.register(SettingsScreenKey.self)
    }
}

let factory = Factory(AppAssembly())
let screen = factory[SettingsScreenKey.self]
#if DEBUG
precondition(screen.showsDebugMenu)
#endif
precondition(screen.logger === factory[LoggerKey.self])
