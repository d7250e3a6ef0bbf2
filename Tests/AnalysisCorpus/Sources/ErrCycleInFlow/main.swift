// A checkout flow whose coordinator and payment step are flow-scoped and build each other.
// rivet-expect: Checkout.swift:15:102: error: Rivet: dependency cycle: `CheckoutCoordinatorKey` needs itself (CheckoutCoordinatorKey -> PaymentStepKey -> CheckoutCoordinatorKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: dependency cycle: `CheckoutCoordinatorKey` needs itself (CheckoutCoordinatorKey -> PaymentStepKey -> CheckoutCoordinatorKey)
import Rivet

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

final class AppCoordinator {
    let factory = Factory(AppAssembly())
    func startCheckout() {
        let checkout = factory.beginFlow(CheckoutAssembly())
        print(checkout.checkoutCoordinator)
    }
}

AppCoordinator().startCheckout()
