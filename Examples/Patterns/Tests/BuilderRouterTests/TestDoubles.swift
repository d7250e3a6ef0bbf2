import BuilderRouter

/// Keeps the screens pushed, and makes each appear, as a navigation controller would.
final class RecordingNavigator: Navigator {
    private(set) var screens: [any Screen] = []

    func push(_ screen: any Screen) {
        screens.append(screen)
        screen.didAppear()
    }
}

/// Products the test chooses, in place of the shop's.
struct StubProducts: ProductService {
    let names: [String]

    func products() -> [Product] { names.map { Product(name: $0, cents: 100) } }
}

/// Records what the presenter shows.
final class RecordingCatalogView: CatalogView {
    private(set) var productNames: [String] = []

    func show(productNames: [String], cartCount: Int) { self.productNames = productNames }
}

/// Records where the presenter asks to go.
final class SpyRouter: CatalogRouting {
    private(set) var opened: [Product] = []

    func openProduct(_ product: Product) { opened.append(product) }
}
