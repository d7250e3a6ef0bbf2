import Rivet

/// The shop's components; `ShopAssembly` says how long each lives.
public struct AnalyticsKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any Analytics { EventLog() }
}

public struct CartKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> Cart { Cart() }
}

public struct ProductServiceKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any ProductService { StoreProducts() }
}

public struct PriceFormatterKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> PriceFormatter { PriceFormatter(currency: "EUR") }
}

/// The bundle the first module starts with: the app's one analytics and one cart.
public struct SharedDependenciesKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> SharedDependencies {
        SharedDependencies(analytics: values.analytics, cart: values.cart)
    }
}

extension InjectedValues {
    public var analytics: any Analytics { self[AnalyticsKey.self] }
    public var cart: Cart { self[CartKey.self] }
    public var productService: any ProductService { self[ProductServiceKey.self] }
    public var priceFormatter: PriceFormatter { self[PriceFormatterKey.self] }
    public var sharedDependencies: SharedDependencies { self[SharedDependenciesKey.self] }
}
