// A product detail presenter, one per product id, kept per argument as a singleton of the app; its make
// reads the shopping session, which is flow-scoped. The shop flow asks for a presenter.
// rivet-expect: main.swift:23:57: error: Rivet: singleton `ProductPresenterKey` depends on flow-scoped `ShopSessionKey` (ProductPresenterKey -> ShopSessionKey); make ProductPresenterKey flow-scoped or resolve ShopSessionKey lazily inside the flow.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: singleton `ProductPresenterKey` depends on flow-scoped `ShopSessionKey`
import Rivet

final class ShopSession: Sendable { let currency = "EUR" }
final class ProductPresenter: Sendable {
    let productID: String
    let session: ShopSession
    init(productID: String, session: ShopSession) {
        self.productID = productID
        self.session = session
    }
}

struct ShopSessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ShopSession { ShopSession() }
}
struct ProductPresenterKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ productID: String) -> ProductPresenter {
        ProductPresenter(productID: productID, session: values[ShopSessionKey.self])
    }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ShopSessionKey.self, .flow)
        registry.register(ProductPresenterKey.self, .singleton(keepingAtMost: 16))
    }
}
struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

let app = Factory(AppAssembly())
let shop = app.beginFlow(ShopAssembly())
print(shop[ProductPresenterKey.self, "sku-1"].session.currency)
