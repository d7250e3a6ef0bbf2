import Rivet

final class CatalogService: Sendable {
    let pricing: PricingService
    init(pricing: PricingService) { self.pricing = pricing }
}

struct CatalogServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CatalogService { CatalogService(pricing: values.pricingService) }
}
