import Rivet

/// The checkout flow is begun in one method and kept in `var checkout: Factory?`; another reads the cart.
final class ShopCoordinator {
    private let factory: Factory
    private var checkout: Factory?

    init(factory: Factory) { self.factory = factory }

    func beginCheckout() {
        checkout = factory.beginFlow(CheckoutAssembly())
    }

    func add(_ item: String) -> Int {
        guard let checkout else { return 0 }
        let cart = checkout.cart
        cart.items.append(item)
        return cart.items.count
    }
}
