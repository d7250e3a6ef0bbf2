import Rivet

final class CheckoutCoordinator: Sendable {
    let payment: PaymentStep
    init(payment: PaymentStep) { self.payment = payment }
}

/// The payment step calls back into the coordinator when the payment is done.
final class PaymentStep: Sendable {
    let coordinator: CheckoutCoordinator
    init(coordinator: CheckoutCoordinator) { self.coordinator = coordinator }
}

struct CheckoutCoordinatorKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CheckoutCoordinator { CheckoutCoordinator(payment: values.paymentStep) }
}

struct PaymentStepKey: InjectionKey {
    static func make(_ values: InjectedValues) -> PaymentStep { PaymentStep(coordinator: values.checkoutCoordinator) }
}

extension InjectedValues {
    var checkoutCoordinator: CheckoutCoordinator { self[CheckoutCoordinatorKey.self] }
    var paymentStep: PaymentStep { self[PaymentStepKey.self] }
}

struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CheckoutCoordinatorKey.self, .flow)
        registry.register(PaymentStepKey.self, .flow)
    }
}
