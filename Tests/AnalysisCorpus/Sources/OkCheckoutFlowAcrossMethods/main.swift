// A shop coordinator begins the checkout flow in one method (`var checkout: Factory?`) and reads it in
// others: the cart is the flow's, and the payment presenter is built inside the flow's `withCurrent`.
// rivet-expect: Checkout.swift:31:17: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `@Injected(\.cart)`: an `@Injected` property of `PaymentPresenter`, built at ShopCoordinator.swift:22:39, where a flow may be current, whose reads the analysis does not judge yet (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// rivet-expect: ShopCoordinator.swift:17:9: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `checkout.cart`: the receiver `checkout` may hold a flow (`beginFlow`), whose reads the analysis does not judge yet (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// rivet-expect: main.swift:14:14: note: Rivet: cannot attribute `payment.cart` to a factory or flow (the receiver `payment` may hold `shop.showPayment()`, an expression the analysis does not follow), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: exit 0
import Rivet

let shop = ShopCoordinator(factory: Factory(ShopAssembly()))
shop.beginCheckout()
shop.add("book")
shop.add("pen")
let payment = shop.showPayment()!
precondition(payment.cart.items == ["book", "pen"] && payment.pay())
precondition(shop.finishCheckout() == 2)
precondition(shop.showPayment() == nil)
shop.beginCheckout()
precondition(shop.finishCheckout() == 0)
