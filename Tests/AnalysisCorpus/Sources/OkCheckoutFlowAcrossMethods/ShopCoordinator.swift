import Rivet

/// The checkout flow is begun in one method and kept in `var checkout: Factory?`; the others read it,
/// and the last one ends it.
final class ShopCoordinator {
    private let factory: Factory
    private var checkout: Factory?

    init(factory: Factory) { self.factory = factory }

    func beginCheckout() {
        checkout = factory.beginFlow(CheckoutAssembly())
    }

    func add(_ item: String) {
        guard let checkout else { return }
        checkout.cart.items.append(item)
    }

    func showPayment() -> PaymentPresenter? {
        guard let checkout else { return nil }
        return checkout.withCurrent { PaymentPresenter() }
    }

    func finishCheckout() -> Int {
        defer { checkout = nil }
        return checkout?.cart.items.count ?? 0
    }
}
