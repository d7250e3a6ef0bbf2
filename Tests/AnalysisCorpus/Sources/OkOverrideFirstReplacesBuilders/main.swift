// UI-test launch: the app's checkout needs a payments provider that only the release app's module
// registers. The launch overrides the checkout first thing on its only root factory, so the checkout's
// own make never runs, nor the receipt printer that only that make builds, whose @Injected property
// would need the payments too.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

protocol Payments: Sendable { func pay(_ cents: Int) -> String }
struct FakePayments: Payments { func pay(_ cents: Int) -> String { "fake payment of \(cents)" } }

final class ReceiptPrinter {
    @Injected(\.payments) var payments
    init() {}
}

struct Checkout: Sendable {
    let payments: any Payments
    func buy() -> String { payments.pay(100) }
}

struct PaymentsKey: InterfaceKey { typealias Value = any Payments }
struct CheckoutKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Checkout {
        _ = ReceiptPrinter()
        return Checkout(payments: values.payments)
    }
}

extension InjectedValues {
    var payments: any Payments { self[PaymentsKey.self] }
    var checkout: Checkout { self[CheckoutKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CheckoutKey.self, .singleton)
    }
}

let factory = Factory(AppAssembly())
factory.override(CheckoutKey.self) { _ in Checkout(payments: FakePayments()) }
let flow = factory.beginFlow()
print(factory.checkout.buy(), flow[CheckoutKey.self].buy())
