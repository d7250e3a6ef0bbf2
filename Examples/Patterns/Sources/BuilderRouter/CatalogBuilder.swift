import Rivet

/// Builds the catalog module: its own dependencies come from the factory, the shared ones from whoever
/// opens it, and its router gets those to pass on.
public struct CatalogBuilder {
    private let factory: Factory

    public init(factory: Factory) { self.factory = factory }

    public func build(shared: SharedDependencies, navigator: any Navigator) -> CatalogScreen {
        let screen = CatalogScreen()
        let router = CatalogRouter(navigator: navigator, shared: shared, productBuilder: ProductBuilder(factory: factory))
        screen.presenter = CatalogPresenter(view: screen, products: factory.productService, shared: shared, router: router)
        return screen
    }
}

/// Navigation out of the catalog: hands the shared dependencies it was given to the next Builder.
struct CatalogRouter: CatalogRouting {
    let navigator: any Navigator
    let shared: SharedDependencies
    let productBuilder: ProductBuilder

    func openProduct(_ product: Product) {
        navigator.push(productBuilder.build(product: product, shared: shared))
    }
}
