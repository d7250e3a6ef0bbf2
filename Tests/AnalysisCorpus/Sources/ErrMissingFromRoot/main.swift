// The root factory constant resolves an analytics interface key that nothing registers.
// rivet-expect: main.swift:14:1: error: Rivet: no live value for `AnalyticsKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly); chain AnalyticsKey); register it in the assembly of the module that implements it: registry.register(AnalyticsKey.self) { values in ... }.
// runtime-expect: crash Rivet: no live value for `AnalyticsKey`
import Rivet

protocol Analytics: Sendable { func track(_ event: String) }
struct AnalyticsKey: InterfaceKey { typealias Value = any Analytics }

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

let factory = Factory(AppAssembly())
factory[AnalyticsKey.self].track("launch")
