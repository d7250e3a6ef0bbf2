import Rivet

final class PricingService: Sendable {
    let promotions: PromotionsService
    init(promotions: PromotionsService) { self.promotions = promotions }
}

struct PricingServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> PricingService { PricingService(promotions: values.promotionsService) }
}
