// The checkout flow restores its cart asynchronously (an async `.flow` component of its own assembly),
// but the checkout screen reads the cart's summary through the flow before the flow is warmed up.
// rivet-expect: main.swift:43:19: error: Rivet: async `CartStoreKey` resolved before it was built (CartSummaryKey -> CartStoreKey); build it first: try await factory.warmUp() at launch or when the flow begins, or await it: try await values.resolve(CartStoreKey.self).
// runtime-expect: crash Rivet: async `CartStoreKey` resolved before it was built (CartSummaryKey -> CartStoreKey)
import Rivet

final class CartStore: Sendable {
    let items: [String]
    init(items: [String]) { self.items = items }
    static func restore() async throws -> CartStore { CartStore(items: ["socks"]) }
}
struct CartSummary: Sendable {
    let count: Int
}
struct CartStoreKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> CartStore { try await CartStore.restore() }
}
struct CartSummaryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CartSummary { CartSummary(count: values.cartStore.items.count) }
}
extension InjectedValues {
    var cartStore: CartStore { self[CartStoreKey.self] }
    var cartSummary: CartSummary { self[CartSummaryKey.self] }
}

struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}
struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(CartStoreKey.self, .flow)
    }
}

let shop = Factory(ShopAssembly())

func showCheckout() async throws {
    let warmed = shop.beginFlow(CheckoutAssembly())
    try await warmed.warmUp()
    print(warmed.cartSummary.count)

    let checkout = shop.beginFlow(CheckoutAssembly())
    let summary = checkout.cartSummary
    try await checkout.warmUp()
    print(summary.count)
}

try await showCheckout()
