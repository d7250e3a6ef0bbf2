// A graph-scoped request shared by everything one screen's resolution builds, including @Injected
// properties of objects its make creates; the next screen gets a new one.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class ProductRequest: Sendable {}
final class ProductReviews {
    @Injected(\.productRequest) var request
}
final class ProductHeader: Sendable {
    let request: ProductRequest
    init(request: ProductRequest) { self.request = request }
}
final class ProductScreen: @unchecked Sendable {
    let header: ProductHeader
    let reviews: ProductReviews
    init(header: ProductHeader, reviews: ProductReviews) { self.header = header; self.reviews = reviews }
}
struct ProductRequestKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ProductRequest { ProductRequest() }
}
struct ProductScreenKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ProductScreen {
        ProductScreen(header: ProductHeader(request: values.productRequest), reviews: ProductReviews())
    }
}
extension InjectedValues {
    var productRequest: ProductRequest { self[ProductRequestKey.self] }
    var productScreen: ProductScreen { self[ProductScreenKey.self] }
}

struct ProductAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ProductRequestKey.self, .graph)
        registry.register(ProductScreenKey.self)
    }
}

let factory = Factory(ProductAssembly())
let screen = factory.productScreen
precondition(screen.header.request === screen.reviews.request)
precondition(factory.productScreen.header.request !== screen.header.request)
