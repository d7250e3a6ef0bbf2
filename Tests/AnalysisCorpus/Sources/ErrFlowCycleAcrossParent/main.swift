// The shop builds a payment sheet from the checkout coordinator (its own make builds a plain one), and the
// checkout flow registers a coordinator that builds the payment sheet: the cycle closes only in the flow,
// across its registration and its parent's.
// rivet-expect: main.swift:35:40: error: Rivet: dependency cycle: `CheckoutCoordinatorKey` needs itself (CheckoutCoordinatorKey -> PaymentSheetKey -> CheckoutCoordinatorKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// runtime-expect: crash Rivet: dependency cycle: `CheckoutCoordinatorKey` needs itself (CheckoutCoordinatorKey -> PaymentSheetKey -> CheckoutCoordinatorKey)
import Rivet

final class CheckoutCoordinator: Sendable {
    let sheet: PaymentSheet?
    init(sheet: PaymentSheet? = nil) { self.sheet = sheet }
}
final class PaymentSheet: Sendable {
    let coordinator: CheckoutCoordinator
    init(coordinator: CheckoutCoordinator) { self.coordinator = coordinator }
}
struct CheckoutCoordinatorKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CheckoutCoordinator { CheckoutCoordinator() }
}
struct PaymentSheetKey: InjectionKey {
    static func make(_ values: InjectedValues) -> PaymentSheet { PaymentSheet(coordinator: CheckoutCoordinator()) }
}
extension InjectedValues {
    var checkoutCoordinator: CheckoutCoordinator { self[CheckoutCoordinatorKey.self] }
    var paymentSheet: PaymentSheet { self[PaymentSheetKey.self] }
}

struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PaymentSheetKey.self) { values in PaymentSheet(coordinator: values.checkoutCoordinator) }
    }
}
struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CheckoutCoordinatorKey.self, .flow) { values in
            CheckoutCoordinator(sheet: values.paymentSheet)
        }
    }
}

let shop = Factory(ShopAssembly())
print(shop.paymentSheet.coordinator)
let checkout = shop.beginFlow(CheckoutAssembly())
print(checkout.checkoutCoordinator)
