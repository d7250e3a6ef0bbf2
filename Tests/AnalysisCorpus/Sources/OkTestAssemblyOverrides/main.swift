// A test-like setup: the app's assemblies plus a test assembly that registers mocks (a later assembly
// overrides an earlier one), then an override on the factory.
// rivet-expect: main.swift:51:14: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `checkout.payments`: the receiver `checkout` may hold a value resolved from a factory (`factory.checkout`), which the analysis takes for a component, not a factory (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: exit 0
import Rivet

protocol Clock: Sendable { var now: Int { get } }
protocol Payments: Sendable { func charge(_ amount: Int) -> Bool }

struct SystemClock: Clock { var now: Int { 1_700_000_000 } }
struct FixedClock: Clock { let now: Int }
struct StripePayments: Payments { func charge(_ amount: Int) -> Bool { false } }
struct MockPayments: Payments { func charge(_ amount: Int) -> Bool { true } }

struct ClockKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any Clock { SystemClock() }
}
struct PaymentsKey: InterfaceKey { typealias Value = any Payments }

final class Checkout: Sendable {
    let payments: any Payments
    let clock: any Clock
    init(payments: any Payments, clock: any Clock) { self.payments = payments; self.clock = clock }
}
struct CheckoutKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Checkout { Checkout(payments: values.payments, clock: values.clock) }
}
extension InjectedValues {
    var clock: any Clock { self[ClockKey.self] }
    var payments: any Payments { self[PaymentsKey.self] }
    var checkout: Checkout { self[CheckoutKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ClockKey.self, .singleton)
        registry.register(PaymentsKey.self, .singleton) { _ in StripePayments() }
        registry.register(CheckoutKey.self)
    }
}

struct TestAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PaymentsKey.self, .singleton) { _ in MockPayments() }
    }
}

let factory = Factory(AppAssembly(), TestAssembly())
factory.override(ClockKey.self) { _ in FixedClock(now: 42) }
let checkout = factory.checkout
precondition(checkout.payments.charge(5))
precondition(checkout.clock.now == 42)
