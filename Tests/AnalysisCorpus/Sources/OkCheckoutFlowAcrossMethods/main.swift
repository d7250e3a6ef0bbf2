// A shop coordinator begins the checkout flow in one method (`var checkout: Factory?`) and reads it in
// others: the cart is the flow's, and the payment presenter is built inside the flow's `withCurrent`.
// rivet-expect: main.swift:12:14: note: Rivet: cannot attribute `payment.cart` to a factory or flow (the receiver `payment` may hold `shop.showPayment()`, an expression the analysis does not follow), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
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
