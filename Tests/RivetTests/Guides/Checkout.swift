import Rivet

// The checkout flow of Documentation/Flows.md, begun from a factory built with ShopAssembly, and the
// payment flow begun from a checkout.

/// Runs one checkout: its screens share the checkout's cart.
final class CheckoutCoordinator {
    @Injected(\.shoppingCart) var cart
    @Injected(\.analytics) var analytics
}

/// One attempt to pay for the checkout's cart.
final class PaymentAttempt {
    @Injected(\.shoppingCart) var cart
}

/// A checkout screen: it adds to the cart of the flow current when it is created.
final class CartPresenter {
    @Injected(\.shoppingCart) var cart

    func add(_ item: String) { cart.items.append(item) }
}

struct CheckoutCoordinatorKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CheckoutCoordinator { CheckoutCoordinator() }
}

struct PaymentAttemptKey: InjectionKey {
    static func make(_ values: InjectedValues) -> PaymentAttempt { PaymentAttempt() }
}

/// How the order can be delivered; the checkout registers its own list.
struct DeliveryOptionsKey: InjectionKey {
    static func make(_ values: InjectedValues) -> [String] { ["standard"] }
}

extension InjectedValues {
    var checkoutCoordinator: CheckoutCoordinator { self[CheckoutCoordinatorKey.self] }
    var paymentAttempt: PaymentAttempt { self[PaymentAttemptKey.self] }
    var deliveryOptions: [String] { self[DeliveryOptionsKey.self] }
}

struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CheckoutCoordinatorKey.self, .flow)
        registry.register(DeliveryOptionsKey.self) { _ in ["standard", "express"] }
        registry.register(ShoppingCartKey.self, .singleton)   // one per checkout, shared with the flows it begins
    }
}

struct PaymentAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PaymentAttemptKey.self, .flow)
    }
}
