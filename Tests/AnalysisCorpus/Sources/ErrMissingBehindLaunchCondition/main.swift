// The live payments module is applied only in production launches (`.when(.environment("APP_ENV", equals:
// "production"))`), and only it registers the payments interface that checkout reads: launched any other
// way (here, with no APP_ENV), nothing registers it.
// rivet-expect: main.swift:17:81: error: Rivet: no live value for `PaymentsKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly, LiveAssembly); chain CheckoutKey -> PaymentsKey); register it in the assembly of the module that implements it: registry.register(PaymentsKey.self) { values in ... }. This happens only when the launch context does not match `environment APP_ENV=production`.
// runtime-expect: crash Rivet: no live value for `PaymentsKey`
import Rivet

protocol Payments: Sendable { func pay(_ cents: Int) -> String }
struct StripePayments: Payments { func pay(_ cents: Int) -> String { "paid \(cents)" } }
struct PaymentsKey: InterfaceKey { typealias Value = any Payments }

final class Checkout: Sendable {
    let payments: any Payments
    init(payments: any Payments) { self.payments = payments }
}
struct CheckoutKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Checkout { Checkout(payments: values[PaymentsKey.self]) }
}

struct LiveAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PaymentsKey.self) { _ in StripePayments() }
    }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CheckoutKey.self)
    }
}

let factory = Factory(AppAssembly(), LiveAssembly().when(.environment("APP_ENV", equals: "production")))
print(factory[CheckoutKey.self].payments.pay(100))
