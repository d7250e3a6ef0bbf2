// The payments interface key is implemented by a module whose assembly the app forgot to add.
// rivet-expect: main.swift:14:81: error: Rivet: no live value for `PaymentsKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly); chain CheckoutKey -> PaymentsKey); register it in the assembly of the module that implements it: registry.register(PaymentsKey.self) { values in ... }.
// runtime-expect: crash Rivet: no live value for `PaymentsKey`
import Rivet

protocol Payments: Sendable { func pay(_ amount: Int) -> Bool }
struct PaymentsKey: InterfaceKey { typealias Value = any Payments }

final class Checkout: Sendable {
    let payments: any Payments
    init(payments: any Payments) { self.payments = payments }
}
struct CheckoutKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Checkout { Checkout(payments: values[PaymentsKey.self]) }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CheckoutKey.self)
    }
}

let factory = Factory(AppAssembly())
print(factory[CheckoutKey.self].payments.pay(10))
