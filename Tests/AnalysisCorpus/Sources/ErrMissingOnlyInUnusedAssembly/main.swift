// The crash reporter's interface key is registered only by a mock assembly meant for tests, which the
// app's factory does not use: at run time nothing registered it.
// Decided (issue 27): with the whole program in sight and every factory and flow built from assemblies
// read whole, a registration made only by an assembly that nothing builds or names (its name is written
// only where it is declared) does not count. An assembly named anywhere else (passed as a value, built by
// a RivetTesting trait or a helper) keeps counting, as does everything under --partial.
// rivet-expect: main.swift:27:1: error: Rivet: no live value for `CrashReporterKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly); chain CrashReporterKey); register it in the assembly of the module that implements it: registry.register(CrashReporterKey.self) { values in ... }.
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
