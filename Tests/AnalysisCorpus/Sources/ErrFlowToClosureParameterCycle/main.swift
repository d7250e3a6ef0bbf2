// The app coordinator runs the checkout story by beginning its flow and handing it to a closure's parameter
// (`runCheckout { flow in ... }`); the closure reads the flow's payment sheet. The shop builds a payment
// sheet from the checkout presenter (whose own make needs nothing), and the checkout flow registers a
// presenter that shows the payment sheet: a cycle that closes only in the flow the closure was handed.
// rivet-expect: main.swift:37:98: error: Rivet: dependency cycle: `CheckoutPresenterKey` needs itself (CheckoutPresenterKey -> PaymentSheetKey -> CheckoutPresenterKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// Before this check followed it: a note where the runtime always stops: the checkout flow is handed to a closure's parameter
// (`runCheckout { flow in flow.paymentSheet }`, called as `story(factory.beginFlow(CheckoutAssembly()))`);
// `flow.paymentSheet` is not attributed, so the cycle that closes only in the flow is not reported.
// runtime-expect: crash Rivet: dependency cycle: `PaymentSheetKey` needs itself (PaymentSheetKey -> CheckoutPresenterKey -> PaymentSheetKey)
import Rivet

final class CheckoutPresenter: Sendable {
    let sheet: PaymentSheet?
    init(sheet: PaymentSheet? = nil) { self.sheet = sheet }
}
final class PaymentSheet: Sendable {
    let presenter: CheckoutPresenter
    init(presenter: CheckoutPresenter) { self.presenter = presenter }
}
struct CheckoutPresenterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CheckoutPresenter { CheckoutPresenter() }
}
struct PaymentSheetKey: InjectionKey {
    static func make(_ values: InjectedValues) -> PaymentSheet { PaymentSheet(presenter: CheckoutPresenter()) }
}
extension InjectedValues {
    var checkoutPresenter: CheckoutPresenter { self[CheckoutPresenterKey.self] }
    var paymentSheet: PaymentSheet { self[PaymentSheetKey.self] }
}
struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PaymentSheetKey.self) { values in PaymentSheet(presenter: values.checkoutPresenter) }
    }
}
struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CheckoutPresenterKey.self, .flow) { values in CheckoutPresenter(sheet: values.paymentSheet) }
    }
}

final class AppCoordinator {
    private let factory: Factory
    init(factory: Factory) { self.factory = factory }

    func runCheckout<Result>(_ story: (Factory) -> Result) -> Result {
        story(factory.beginFlow(CheckoutAssembly()))
    }
}

let app = AppCoordinator(factory: Factory(ShopAssembly()))
let sheet = app.runCheckout { flow in flow.paymentSheet }
print(sheet.presenter)
