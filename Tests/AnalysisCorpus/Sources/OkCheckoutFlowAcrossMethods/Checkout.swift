import Rivet

final class Cart: @unchecked Sendable { var items: [String] = [] }
final class PaymentService: Sendable {
    func charge(_ amount: Int) -> Bool { amount > 0 }
}

struct CartKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Cart { Cart() }
}
struct PaymentServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> PaymentService { PaymentService() }
}
extension InjectedValues {
    var cart: Cart { self[CartKey.self] }
    var paymentService: PaymentService { self[PaymentServiceKey.self] }
}

struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PaymentServiceKey.self, .singleton)
    }
}
struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CartKey.self, .flow)
    }
}

final class PaymentPresenter {
    @Injected(\.cart) var cart
    @Injected(\.paymentService) var payments
    func pay() -> Bool { payments.charge(cart.items.count) }
}
