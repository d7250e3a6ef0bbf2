/// A product on sale.
public struct Product: Equatable, Sendable {
    public let name: String
    public let cents: Int

    public init(name: String, cents: Int) {
        self.name = name
        self.cents = cents
    }
}

/// Where the catalog gets its products: the model layer, seen by presenters as a protocol.
public protocol ProductService: Sendable {
    func products() -> [Product]
}

/// The shop's products, from memory in this example.
public struct StoreProducts: ProductService {
    public init() {}

    public func products() -> [Product] {
        [Product(name: "Green tea", cents: 450), Product(name: "Teapot", cents: 2900)]
    }
}

/// Writes prices for the product screen: a dependency of that module alone.
public struct PriceFormatter: Sendable {
    public let currency: String

    public func format(_ cents: Int) -> String {
        let fraction = cents % 100
        return "\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction) \(currency)"
    }
}
