// The crash reporter's interface key is registered only by a mock assembly meant for tests, which the
// app's factory does not use: at run time nothing registered it.
// FINDING: rivet check is silent: the rule counts a registration in any assembly of the sources, even one
// that no factory is built from. (A test target would be checked with --partial anyway; here the whole
// program is in sight and every factory's assemblies are read whole.)
// rivet-expect-pending: main.swift:26:1: error: Rivet: no live value for `CrashReporterKey`: it has no make of its own and no assembly registers it (CrashReporterKey); register it in the assembly of the module that implements it: registry.register(CrashReporterKey.self) { values in ... }.
// runtime-expect: crash Rivet: no live value for `CrashReporterKey`
import Rivet

protocol CrashReporting: Sendable { func record(_ message: String) }
struct CrashReporterKey: InterfaceKey { typealias Value = any CrashReporting }

struct SilentCrashReporter: CrashReporting { func record(_ message: String) {} }

struct MockServicesAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CrashReporterKey.self) { _ in SilentCrashReporter() }
    }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

let factory = Factory(AppAssembly())
factory[CrashReporterKey.self].record("launched")
