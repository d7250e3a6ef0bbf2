import Rivet

extension InjectedValues {
    var catalogService: CatalogService { self[CatalogServiceKey.self] }
    var pricingService: PricingService { self[PricingServiceKey.self] }
    var promotionsService: PromotionsService { self[PromotionsServiceKey.self] }
}
