import Rivet

/// The shop's components. The two shared services are singletons: one per factory, so one in the app
/// and a new one in each test, with no `sharedInstance` anywhere.
public struct ShopAssembly: Assembly {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(AnalyticsKey.self, .singleton)
        registry.register(CartKey.self, .singleton)
        registry.register(ProductServiceKey.self)
        registry.register(PriceFormatterKey.self)
        registry.register(SharedDependenciesKey.self)
    }
}
