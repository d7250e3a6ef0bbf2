// A router keeps its screen builders in a dictionary, `[Route: (Factory) -> any Screen]`, and calls the
// one for a route later with its factory. It holds the root factory, and the cart screen's builder reads
// the flow-scoped cart from it, where no checkout flow runs.
// rivet-expect: main.swift:43:46: error: Rivet: flow-scoped `CartKey` resolved with no flow running (CartKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[CartKey.self].
// runtime-expect: crash Rivet: flow-scoped `CartKey` resolved with no flow running (CartKey)
import Rivet

final class Catalog: Sendable { let products = ["book", "pen"] }
final class Cart: @unchecked Sendable { var items: [String] = [] }
struct CatalogKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Catalog { Catalog() }
}
struct CartKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Cart { Cart() }
}
extension InjectedValues {
    var catalog: Catalog { self[CatalogKey.self] }
    var cart: Cart { self[CartKey.self] }
}
struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CatalogKey.self, .singleton)
        registry.register(CartKey.self, .flow)
    }
}

protocol Screen { var title: String { get } }
struct CatalogScreen: Screen {
    let catalog: Catalog
    var title: String { "\(catalog.products.count) products" }
}
struct CartScreen: Screen {
    let cart: Cart
    var title: String { "\(cart.items.count) in cart" }
}

enum Route: Hashable { case catalog, cart }

final class Router {
    private let factory: Factory
    private let builders: [Route: (Factory) -> any Screen] = [
        .catalog: { factory in CatalogScreen(catalog: factory.catalog) },
        .cart: { factory in CartScreen(cart: factory.cart) },
    ]
    private(set) var stack: [any Screen] = []

    init(factory: Factory) { self.factory = factory }

    func push(_ route: Route) {
        guard let build = builders[route] else { return }
        stack.append(build(factory))
    }
}

let router = Router(factory: Factory(ShopAssembly()))
router.push(.catalog)
router.push(.cart)
print(router.stack.map(\.title))
