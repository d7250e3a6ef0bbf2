import Rivet

final class Cart: @unchecked Sendable { var items: [String] = [] }
final class Pricing: Sendable {}
final class CheckoutViewModel: Sendable {
    let cart: Cart
    let pricing: Pricing
    init(cart: Cart, pricing: Pricing) { self.cart = cart; self.pricing = pricing }
}
final class CheckoutCoordinator: Sendable {
    let viewModel: CheckoutViewModel
    let cart: Cart
    init(viewModel: CheckoutViewModel, cart: Cart) { self.viewModel = viewModel; self.cart = cart }
}

struct CartKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Cart { Cart() }
}
struct PricingKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Pricing { Pricing() }
}
struct CheckoutViewModelKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CheckoutViewModel {
        CheckoutViewModel(cart: values.cart, pricing: values.pricing)
    }
}
struct CheckoutCoordinatorKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CheckoutCoordinator {
        CheckoutCoordinator(viewModel: values.checkoutViewModel, cart: values.cart)
    }
}
extension InjectedValues {
    var cart: Cart { self[CartKey.self] }
    var pricing: Pricing { self[PricingKey.self] }
    var checkoutViewModel: CheckoutViewModel { self[CheckoutViewModelKey.self] }
    var checkoutCoordinator: CheckoutCoordinator { self[CheckoutCoordinatorKey.self] }
}
