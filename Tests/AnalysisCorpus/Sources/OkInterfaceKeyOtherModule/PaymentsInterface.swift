import Rivet

// PaymentsInterface
protocol Payments: Sendable { func pay(_ cents: Int) -> String }
struct PaymentsKey: InterfaceKey { typealias Value = any Payments }
struct ReceiptsKey: InterfaceKey { typealias Value = any Receipts }
protocol Receipts: Sendable { func receipt(for payment: String) -> String }

extension InjectedValues {
    var payments: any Payments { self[PaymentsKey.self] }
    var receipts: any Receipts { self[ReceiptsKey.self] }
}
