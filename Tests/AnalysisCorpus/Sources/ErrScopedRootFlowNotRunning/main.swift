// A test runs its work in a scoped root and reads the checkout session straight from it: the session is
// flow-scoped, and no flow is running in the scope.
// rivet-expect: main.swift:22:5: error: Rivet: flow-scoped `CheckoutSessionKey` resolved with no flow running (CheckoutSessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[CheckoutSessionKey.self].
// runtime-expect: crash Rivet: flow-scoped `CheckoutSessionKey` resolved with no flow running (CheckoutSessionKey)
import Rivet

final class CheckoutSession: Sendable { let id = 7 }
struct CheckoutSessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CheckoutSession { CheckoutSession() }
}
extension InjectedValues {
    var checkoutSession: CheckoutSession { self[CheckoutSessionKey.self] }
}

struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CheckoutSessionKey.self, .flow)
    }
}

let id = Factory.withScopedRoot(ShopAssembly()) { factory in
    factory.checkoutSession.id
}
print(id)
