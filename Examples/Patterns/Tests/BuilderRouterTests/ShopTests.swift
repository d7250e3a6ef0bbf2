import BuilderRouter
import Rivet
import RivetTesting
import XCTest

final class ShopTests: RivetTestCase {
    override var assemblies: [any Assembly] { [ShopAssembly()] }

    func test_router_handsTheNextModuleTheSameCartAndAnalytics() throws {
        let navigator = RecordingNavigator()
        ShopApp.start(factory: factory, navigator: navigator)
        let catalog = try XCTUnwrap(navigator.screens.first as? CatalogScreen)
        catalog.tapRow(0)
        let product = try XCTUnwrap(navigator.screens.last as? ProductScreen)
        product.tapAddToCart()
        catalog.didAppear()   // back to the catalog

        XCTAssertEqual(product.lines, ["Green tea", "4.50 EUR", "In cart: 1"])
        XCTAssertEqual(catalog.lines.first, "Catalog (cart: 1)", "the product module added to the catalog's cart")
        XCTAssertEqual(factory.analytics.events, [
            "catalog shown", "catalog selected Green tea", "product shown Green tea", "added Green tea", "catalog shown",
        ])
    }

    func test_shopApp_withStubProductsInTheFactory_listsThem() throws {
        factory.override(ProductServiceKey.self, with: StubProducts(names: ["Mug", "Kettle"]))
        let navigator = RecordingNavigator()
        ShopApp.start(factory: factory, navigator: navigator)
        XCTAssertEqual(navigator.screens.first?.lines, ["Catalog (cart: 0)", "1. Mug", "2. Kettle"])
    }

    func test_catalogPresenter_withMockViewAndRouter_showsProductsAndRoutesTheSelection() {
        let view = RecordingCatalogView()
        let router = SpyRouter()
        let presenter = CatalogPresenter(
            view: view, products: StubProducts(names: ["Mug", "Kettle"]), shared: factory.sharedDependencies, router: router
        )
        presenter.viewDidAppear()
        presenter.select(row: 1)
        XCTAssertEqual(view.productNames, ["Mug", "Kettle"])
        XCTAssertEqual(router.opened.map(\.name), ["Kettle"])
    }

    // A pair: whichever runs second would see the other's event if the analytics outlived its test.

    func test_analytics_isOneInstancePerFactory_newInEachTest() {
        XCTAssertTrue(factory.analytics === factory.sharedDependencies.analytics)
        factory.analytics.track("first test")
        XCTAssertEqual(factory.analytics.events, ["first test"])
    }

    func test_analytics_isOneInstancePerFactory_newInEachTest_again() {
        XCTAssertTrue(factory.analytics === factory.sharedDependencies.analytics)
        factory.analytics.track("second test")
        XCTAssertEqual(factory.analytics.events, ["second test"])
    }
}
