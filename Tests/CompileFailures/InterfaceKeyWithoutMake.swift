// expected-error: 'register' is deprecated: an InterfaceKey has no live default; register it with make: { values in ... }
// An interface key registered without the closure that builds its live value must not compile.
import Rivet

protocol Payments {}
struct PaymentsKey: InterfaceKey { typealias Value = any Payments }

struct PaymentsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PaymentsKey.self, .singleton)
    }
}
