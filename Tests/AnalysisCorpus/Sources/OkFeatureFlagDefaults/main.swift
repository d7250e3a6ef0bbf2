// Feature flags as interface keys, given a default for every Bool-valued one by a constrained extension
// (flags are off unless the remote-config module registers them); the app registers one of them.
// Found by the corpus, and fixed; it was: rivet check reports `NewCheckoutFlag` as having no live value, but the
// constrained extension `extension InterfaceKey where Value == Bool { static func make ... }` gives every
// Bool-valued interface key a make, which the runtime uses (the program runs and reads `false`).
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

extension InterfaceKey where Value == Bool {
    static func make(_ values: InjectedValues) -> Bool { false }
}

struct NewCheckoutFlag: InterfaceKey { typealias Value = Bool }
struct DarkModeFlag: InterfaceKey { typealias Value = Bool }

final class CheckoutRouter: Sendable {
    let usesNewCheckout: Bool
    let darkMode: Bool
    init(usesNewCheckout: Bool, darkMode: Bool) { self.usesNewCheckout = usesNewCheckout; self.darkMode = darkMode }
}
struct CheckoutRouterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CheckoutRouter {
        CheckoutRouter(usesNewCheckout: values[NewCheckoutFlag.self], darkMode: values[DarkModeFlag.self])
    }
}

struct RemoteConfigAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(DarkModeFlag.self, .singleton) { _ in true }
    }
}

let factory = Factory(RemoteConfigAssembly())
let router = factory[CheckoutRouterKey.self]
precondition(router.usesNewCheckout == false && router.darkMode == true)
