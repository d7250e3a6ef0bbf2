import Rivet

final class ShoppingCart: Sendable {}
final class CartPresenter: Sendable {
    let cart: ShoppingCart
    init(cart: ShoppingCart) { self.cart = cart }
}

struct ShoppingCartKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ShoppingCart { ShoppingCart() }
}
struct CartPresenterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CartPresenter { CartPresenter(cart: values[ShoppingCartKey.self]) }
}

struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ShoppingCartKey.self, .flow)
        registry.register(CartPresenterKey.self)
    }
}
