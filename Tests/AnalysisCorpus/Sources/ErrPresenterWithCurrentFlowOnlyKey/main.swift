// `app.withCurrent { CheckoutPresenter() }`: the presenter's `@Injected` payment gateway is an interface
// key that only the checkout flow's assembly registers, so at the root nothing can build it.
// rivet-expect: AppCoordinator.swift:15:31: error: Rivet: no live value for `PaymentGatewayKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly); chain CheckoutPresenter -> PaymentGatewayKey); register it in the assembly of the module that implements it: registry.register(PaymentGatewayKey.self) { values in ... }.
// runtime-expect: crash Rivet: no live value for `PaymentGatewayKey`
import Rivet

let app = AppCoordinator(factory: Factory(AppAssembly()))
app.beginCheckout()
print(app.showCheckout().pay(100))
