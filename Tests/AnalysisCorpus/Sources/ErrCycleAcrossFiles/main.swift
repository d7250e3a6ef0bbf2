// A shop's catalog, pricing and promotions services, one file each, in a three-key cycle.
// rivet-expect: Catalog.swift:9:92: error: Rivet: dependency cycle: `CatalogServiceKey` needs itself (CatalogServiceKey -> PricingServiceKey -> PromotionsServiceKey -> CatalogServiceKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// runtime-expect: crash Rivet: dependency cycle: `CatalogServiceKey` needs itself (CatalogServiceKey -> PricingServiceKey -> PromotionsServiceKey -> CatalogServiceKey)
import Rivet

struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CatalogServiceKey.self, .singleton)
        registry.register(PricingServiceKey.self, .singleton)
        registry.register(PromotionsServiceKey.self, .singleton)
    }
}

let factory = Factory(ShopAssembly())
print(factory.catalogService)
