import Rivet

// Checkout feature: depends on the interface only.
final class CheckoutPresenter {
    @Injected(\.payments) var payments
    @Injected(\.receipts) var receipts
    func buy() -> String { receipts.receipt(for: payments.pay(250)) }
}
