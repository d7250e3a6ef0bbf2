// The cart store (singleton) builds a sync helper whose @Injected property reads the checkout session,
// which is flow-scoped.
// rivet-expect: main.swift:24:79: error: Rivet: singleton `CartStoreKey` depends on flow-scoped `CheckoutSessionKey` (CartStoreKey -> CheckoutSessionKey); make CartStoreKey flow-scoped or resolve CheckoutSessionKey lazily inside the flow.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: singleton `CartStoreKey` depends on flow-scoped `CheckoutSessionKey` (CartStoreKey -> CheckoutSessionKey)
import Rivet

final class CheckoutSession: Sendable { let id = 42 }

final class CartSync {
    @Injected(\.checkoutSession) var session
    init() {}
}

final class CartStore: @unchecked Sendable {
    let sync: CartSync
    init(sync: CartSync) { self.sync = sync }
}

struct CheckoutSessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CheckoutSession { CheckoutSession() }
}
struct CartStoreKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CartStore { CartStore(sync: CartSync()) }
}
extension InjectedValues {
    var checkoutSession: CheckoutSession { self[CheckoutSessionKey.self] }
    var cartStore: CartStore { self[CartStoreKey.self] }
}

struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CheckoutSessionKey.self, .flow)
        registry.register(CartStoreKey.self, .singleton)
    }
}

let factory = Factory(ShopAssembly())
let checkout = factory.beginFlow()
print(checkout.cartStore.sync.session.id)
