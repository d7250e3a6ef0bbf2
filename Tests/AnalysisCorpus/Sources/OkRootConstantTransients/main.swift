// The root constant resolves transients, singletons, a weak singleton and a graph key, and a transient
// whose flow-scoped dependency sits behind a closure; nothing here reaches a flow key from the root.
// rivet-expect: main.swift:25:97: note: Rivet: cannot attribute 3 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `values[CartKey.self]`: inside a block or closure nested in the make or closure the analysis reads, which may not run whenever that runs (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: exit 0
import Rivet

final class Cart: Sendable {}
final class Catalog: Sendable {}
final class Thumbnails: Sendable {}
final class Request: Sendable {}
final class ProductCell: Sendable {
    let catalog: Catalog
    let request: Request
    let cart: @Sendable () -> Cart
    init(catalog: Catalog, request: Request, cart: @escaping @Sendable () -> Cart) {
        self.catalog = catalog; self.request = request; self.cart = cart
    }
}
struct CartKey: InjectionKey { static func make(_ values: InjectedValues) -> Cart { Cart() } }
struct CatalogKey: InjectionKey { static func make(_ values: InjectedValues) -> Catalog { Catalog() } }
struct ThumbnailsKey: InjectionKey { static func make(_ values: InjectedValues) -> Thumbnails { Thumbnails() } }
struct RequestKey: InjectionKey { static func make(_ values: InjectedValues) -> Request { Request() } }
struct ProductCellKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ProductCell {
        ProductCell(catalog: values[CatalogKey.self], request: values[RequestKey.self], cart: { values[CartKey.self] })
    }
}
struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CartKey.self, .flow)
        registry.register(CatalogKey.self, .singleton)
        registry.register(ThumbnailsKey.self, .weakSingleton)
        registry.register(RequestKey.self, .graph)
        registry.register(ProductCellKey.self)
    }
}

let shop = Factory(ShopAssembly())
let cell = shop[ProductCellKey.self]
let thumbnails = shop[ThumbnailsKey.self]
precondition(cell.catalog === shop[CatalogKey.self] && thumbnails === shop[ThumbnailsKey.self])
precondition(shop[RequestKey.self] !== cell.request)
let browsing = shop.beginFlow()
precondition(browsing[ProductCellKey.self].cart() === browsing[CartKey.self])
