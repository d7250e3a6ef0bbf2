import Interface
import Rivet

final class Session: Sendable {}

struct CardPayments: Payments {
    func pay(_ cents: Int) -> String { "paid \(cents)" }
}

struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}

// No accessor written for these keys: the build plugin generates `checkout` and `receiptPrinter`.
struct CheckoutKey: InjectionKey {
    static func make(_ values: InjectedValues) -> String {
        let session = values[SessionKey.self]
        return values.payments.pay(values.clock()) + " in \(ObjectIdentifier(session))"
    }
}

@MainActor
struct ReceiptPrinterKey: @MainActor InjectionKey {
    static func make(_ values: InjectedValues) -> String { "printer for " + values.checkout }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PaymentsKey.self, .singleton) { _ in CardPayments() }
        registry.register(SessionKey.self, .flow)
        registry.register(CheckoutKey.self)
        // A singleton whose value is a closure: what such a closure might resolve later is no dependency.
        registry.register(ClockKey.self, .singleton) { _ in { 7 } }
    }
}
