/// What several modules need and no module owns. Each Router hands it to the next module's Builder, so
/// a module is given only what it uses and every module sees the same analytics and the same cart.
public struct SharedDependencies: Sendable {
    public let analytics: any Analytics
    public let cart: Cart

    public init(analytics: any Analytics, cart: Cart) {
        self.analytics = analytics
        self.cart = cart
    }
}
