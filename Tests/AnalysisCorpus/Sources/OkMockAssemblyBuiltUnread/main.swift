// A preview factory built with `Factory.init(…)`, which the analysis does not read, from the app's
// assembly and a mock assembly that alone registers the crash reporter's interface key. The mock assembly
// is built nowhere the analysis follows, but its name is written there, so its registration still counts:
// only an assembly named nowhere but in its declaration is taken as never applied
// (ErrMissingOnlyInUnusedAssembly).
// rivet-expect: main.swift:36:1: note: Rivet: cannot attribute `preview[LauncherKey.self]` to a factory or flow (the receiver `preview` is not a factory or a make's or closure's values that the analysis follows, at file scope), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: exit 0
import Rivet

protocol CrashReporting: Sendable { func record(_ message: String) }
struct CrashReporterKey: InterfaceKey { typealias Value = any CrashReporting }
struct SilentCrashReporter: CrashReporting { func record(_ message: String) {} }

final class Launcher: Sendable {
    let reporter: any CrashReporting
    init(reporter: any CrashReporting) { self.reporter = reporter }
}
struct LauncherKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Launcher { Launcher(reporter: values[CrashReporterKey.self]) }
}

struct MockServicesAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CrashReporterKey.self) { _ in SilentCrashReporter() }
    }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LauncherKey.self)
    }
}

let factory = Factory(AppAssembly())
let preview = Factory.init(AppAssembly(), MockServicesAssembly())
preview[LauncherKey.self].reporter.record("previewed")
print(factory)
