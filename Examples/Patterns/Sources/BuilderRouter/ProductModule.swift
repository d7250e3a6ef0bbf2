/// What the product presenter shows on its view.
public protocol ProductView: AnyObject {
    func show(name: String, price: String, cartCount: Int)
}

/// One product, and adding it to the cart that every module shares.
public final class ProductPresenter {
    private weak var view: (any ProductView)?
    private let product: Product
    private let formatter: PriceFormatter
    private let shared: SharedDependencies

    public init(view: any ProductView, product: Product, formatter: PriceFormatter, shared: SharedDependencies) {
        self.view = view
        self.product = product
        self.formatter = formatter
        self.shared = shared
    }

    public func viewDidAppear() {
        render()
        shared.analytics.track("product shown \(product.name)")
    }

    public func addToCart() {
        shared.cart.add(product)
        shared.analytics.track("added \(product.name)")
        render()
    }

    private func render() {
        view?.show(name: product.name, price: formatter.format(product.cents), cartCount: shared.cart.count)
    }
}

/// The product drawn as text.
public final class ProductScreen: Screen, ProductView {
    var presenter: ProductPresenter?
    public private(set) var lines: [String] = []

    public func didAppear() { presenter?.viewDidAppear() }

    /// The user taps "Add to cart".
    public func tapAddToCart() { presenter?.addToCart() }

    public func show(name: String, price: String, cartCount: Int) {
        lines = [name, price, "In cart: \(cartCount)"]
    }
}
