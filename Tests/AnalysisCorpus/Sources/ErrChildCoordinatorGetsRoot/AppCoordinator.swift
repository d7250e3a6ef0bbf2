import Rivet

/// The app coordinator holds the root factory and starts the checkout story; the mistake: it hands the
/// child coordinator its own root factory where it should begin the checkout flow.
final class AppCoordinator {
    private let factory: Factory
    private var children: [AnyObject] = []

    init(factory: Factory) { self.factory = factory }

    func startCheckout() -> CheckoutCoordinator {
        let checkout = CheckoutCoordinator(factory: factory, prices: factory.priceList)
        children.append(checkout)
        return checkout
    }
}
