// A service locator: the app's root factory is kept in `Services.shared`, assigned once at launch, and the
// cart screen's view model reads the flow-scoped cart from it, where no checkout flow runs.
// rivet-expect: main.swift:37:33: error: Rivet: flow-scoped `CartKey` resolved with no flow running (CartKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[CartKey.self].
// Before this check followed it: a note where the runtime always stops: the factory kept in the static stored property
// `Services.shared`, assigned in `launch()`, is not followed ("`Services`, which is not declared in the
// sources checked"), so the flow-scoped cart read from the root is not reported.
// runtime-expect: crash Rivet: flow-scoped `CartKey` resolved with no flow running (CartKey)
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

enum Services {
    nonisolated(unsafe) static var shared: Factory!
}

final class CartViewModel {
    private let prices = Services.shared.priceList
    private let cart = Services.shared.cart

    func add(_ item: String) -> Int {
        cart.items.append(item)
        return cart.items.map(prices.price(of:)).reduce(0, +)
    }
}

func launch() {
    Services.shared = Factory(ShopAssembly())
}

launch()
let model = CartViewModel()
print(model.add("book"))
