import Rivet

final class AppCoordinator {
    private let factory: Factory
    private var checkout: Factory?
    init(factory: Factory) { self.factory = factory }

    func beginCheckout() {
        checkout = factory.beginFlow(CheckoutAssembly())
    }

    /// The mistake: the presenter is built with the app's factory current, not the checkout flow's
    /// (`checkout?.withCurrent { ... }`), and only the flow registers the payment gateway.
    func showCheckout() -> CheckoutPresenter {
        factory.withCurrent { CheckoutPresenter() }
    }
}
