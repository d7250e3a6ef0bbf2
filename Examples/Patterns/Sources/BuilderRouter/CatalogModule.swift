/// What the catalog presenter shows on its view.
public protocol CatalogView: AnyObject {
    func show(productNames: [String], cartCount: Int)
}

/// Where the catalog can navigate to.
public protocol CatalogRouting {
    func openProduct(_ product: Product)
}

/// The catalog's presentation logic: no navigation of its own, no knowledge of how it was built.
public final class CatalogPresenter {
    private weak var view: (any CatalogView)?
    private let products: any ProductService
    private let shared: SharedDependencies
    private let router: any CatalogRouting
    private var shown: [Product] = []

    public init(view: any CatalogView, products: any ProductService, shared: SharedDependencies, router: any CatalogRouting) {
        self.view = view
        self.products = products
        self.shared = shared
        self.router = router
    }

    public func viewDidAppear() {
        shown = products.products()
        view?.show(productNames: shown.map(\.name), cartCount: shared.cart.count)
        shared.analytics.track("catalog shown")
    }

    public func select(row: Int) {
        shared.analytics.track("catalog selected \(shown[row].name)")
        router.openProduct(shown[row])
    }
}

/// The catalog drawn as text; it owns its presenter, as a view controller would.
public final class CatalogScreen: Screen, CatalogView {
    var presenter: CatalogPresenter?
    public private(set) var lines: [String] = []

    public func didAppear() { presenter?.viewDidAppear() }

    /// The user taps a row.
    public func tapRow(_ row: Int) { presenter?.select(row: row) }

    public func show(productNames: [String], cartCount: Int) {
        lines = ["Catalog (cart: \(cartCount))"] + productNames.enumerated().map { "\($0.offset + 1). \($0.element)" }
    }
}
