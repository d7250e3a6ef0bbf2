// A checkout flow kept in `var checkout: Factory?`, begun in one method and read in another; the two
// keys only the flow's assembly registers build each other (CartKey -> PricingKey -> CartKey).
// rivet-expect: CheckoutAssembly.swift:24:74: error: Rivet: dependency cycle: `CartKey` needs itself (CartKey -> PricingKey -> CartKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// rivet-expect: ShopCoordinator.swift:16:20: note: Rivet: cannot attribute `checkout.cart` to a factory or flow (the receiver `checkout` may hold a flow (`beginFlow`), whose reads the analysis does not judge yet), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: crash Rivet: dependency cycle: `CartKey` needs itself (CartKey -> PricingKey -> CartKey)
import Rivet

let shop = ShopCoordinator(factory: Factory(ShopAssembly()))
shop.beginCheckout()
print(shop.add("book"))
