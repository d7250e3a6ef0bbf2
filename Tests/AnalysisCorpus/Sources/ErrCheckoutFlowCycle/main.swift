// A checkout flow kept in `var checkout: Factory?`, begun in one method and read in another; the two
// keys only the flow's assembly registers build each other (CartKey -> PricingKey -> CartKey).
// rivet-expect: CheckoutAssembly.swift:24:74: error: Rivet: dependency cycle: `CartKey` needs itself (CartKey -> PricingKey -> CartKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// runtime-expect: crash Rivet: dependency cycle: `CartKey` needs itself (CartKey -> PricingKey -> CartKey)
import Rivet

let shop = ShopCoordinator(factory: Factory(ShopAssembly()))
shop.beginCheckout()
print(shop.add("book"))
