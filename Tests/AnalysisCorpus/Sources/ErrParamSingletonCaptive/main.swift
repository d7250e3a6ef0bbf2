// A product detail presenter, one per product id, kept per argument as a singleton of the app; its make
// reads the shopping session, which is flow-scoped. The shop flow asks for a presenter.
// rivet-expect: main.swift:23:57: error: Rivet: singleton `ProductPresenterKey` depends on flow-scoped `ShopSessionKey` (ProductPresenterKey -> ShopSessionKey); make ProductPresenterKey flow-scoped or resolve ShopSessionKey lazily inside the flow.
// rivet-expect: main.swift:39:7: note: Rivet: cannot attribute `shop[ProductPresenterKey.self, "sku-1"]` to a factory or flow (the receiver `shop` is a flow (`beginFlow`), whose resolutions the analysis does not follow), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
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
