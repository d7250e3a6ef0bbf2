import Rivet

// PaymentsLive: implements both interface keys.
struct CardPayments: Payments { func pay(_ cents: Int) -> String { "paid \(cents)" } }
struct EmailReceipts: Receipts {
    let payments: any Payments
    func receipt(for payment: String) -> String { "receipt: \(payment)" }
}

struct PaymentsLiveAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PaymentsKey.self, .singleton) { _ in CardPayments() }
        registry.register(ReceiptsKey.self, make: { values in EmailReceipts(payments: values.payments) })
    }
}
