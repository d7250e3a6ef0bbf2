import Rivet

final class Cart: @unchecked Sendable { var items: [String] = [] }
final class PriceList: Sendable {
    func price(of item: String) -> Int { item.count }
}

struct CartKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Cart { Cart() }
}
struct PriceListKey: InjectionKey {
    static func make(_ values: InjectedValues) -> PriceList { PriceList() }
}
extension InjectedValues {
    var cart: Cart { self[CartKey.self] }
    var priceList: PriceList { self[PriceListKey.self] }
}

struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PriceListKey.self, .singleton)
        registry.register(CartKey.self, .flow)
    }
}

/// The checkout story's coordinator: it is meant to be given the checkout flow, and keeps what it is given.
final class CheckoutCoordinator {
    private let factory: Factory
    private let prices: PriceList

    init(factory: Factory, prices: PriceList) {
        self.factory = factory
        self.prices = prices
    }

    func add(_ item: String) -> Int {
        let cart = factory.cart
        cart.items.append(item)
        return cart.items.map(prices.price(of:)).reduce(0, +)
    }
}
