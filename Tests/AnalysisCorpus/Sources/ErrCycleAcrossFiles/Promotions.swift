import Rivet

/// Promotions look products up in the catalog, which prices them, which applies promotions.
final class PromotionsService: Sendable {
    let catalog: CatalogService
    init(catalog: CatalogService) { self.catalog = catalog }
}

struct PromotionsServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> PromotionsService { PromotionsService(catalog: values.catalogService) }
}
