import Rivet

/// Builds the product module from the factory (its formatter) and the shared dependencies it is handed.
public struct ProductBuilder {
    private let factory: Factory

    public init(factory: Factory) { self.factory = factory }

    public func build(product: Product, shared: SharedDependencies) -> ProductScreen {
        let screen = ProductScreen()
        screen.presenter = ProductPresenter(view: screen, product: product, formatter: factory.priceFormatter, shared: shared)
        return screen
    }
}
