import Rivet

// The shop app of Documentation/Lifecycles.md and Flows.md: one component of each lifecycle.

/// Sends events to a backend: one for the whole app.
final class AnalyticsClient: Sendable {}

/// Formats prices: cheap and stateless, so a new one each time.
final class PriceFormatter: Sendable {}

/// Decoded product images: large, so kept only while a screen holds it.
final class ImageCache: Sendable {}

/// What one product screen loads: the header and the reviews of that screen share it.
final class ProductRequest: Sendable {}

/// What the customer is buying: one per flow.
final class ShoppingCart {
    var items: [String] = []
}

final class ProductHeader {
    let request: ProductRequest
    init(request: ProductRequest) { self.request = request }
}

final class ProductReviews {
    @Injected(\.productRequest) var request
}

final class ProductScreen {
    let header: ProductHeader
    let reviews: ProductReviews
    init(header: ProductHeader, reviews: ProductReviews) {
        self.header = header
        self.reviews = reviews
    }
}

struct AnalyticsKey: InjectionKey {
    static func make(_ values: InjectedValues) -> AnalyticsClient { AnalyticsClient() }
}

struct PriceFormatterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> PriceFormatter { PriceFormatter() }
}

struct ImageCacheKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ImageCache { ImageCache() }
}

struct ProductRequestKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ProductRequest { ProductRequest() }
}

struct ShoppingCartKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ShoppingCart { ShoppingCart() }
}

struct ProductScreenKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ProductScreen {
        ProductScreen(header: ProductHeader(request: values.productRequest), reviews: ProductReviews())
    }
}

extension InjectedValues {
    var analytics: AnalyticsClient { self[AnalyticsKey.self] }
    var priceFormatter: PriceFormatter { self[PriceFormatterKey.self] }
    var imageCache: ImageCache { self[ImageCacheKey.self] }
    var productRequest: ProductRequest { self[ProductRequestKey.self] }
    var shoppingCart: ShoppingCart { self[ShoppingCartKey.self] }
    var productScreen: ProductScreen { self[ProductScreenKey.self] }
}

struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PriceFormatterKey.self)                  // transient, the default
        registry.register(AnalyticsKey.self, .singleton)
        registry.register(ImageCacheKey.self, .weakSingleton)
        registry.register(ProductRequestKey.self, .graph)
        registry.register(ShoppingCartKey.self, .flow)
        registry.register(ProductScreenKey.self)
    }
}
