// Two scoped roots, one after the other and one async, each with its own singletons; flow components are
// read in a flow begun from the scope, and the installed root is left alone.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class Cart: @unchecked Sendable { var items: [String] = [] }
final class CheckoutSession: Sendable {}

struct CartKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Cart { Cart() }
}
struct CheckoutSessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CheckoutSession { CheckoutSession() }
}
extension InjectedValues {
    var cart: Cart { self[CartKey.self] }
    var checkoutSession: CheckoutSession { self[CheckoutSessionKey.self] }
}

struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CartKey.self, .singleton)
        registry.register(CheckoutSessionKey.self, .flow)
    }
}
struct TestShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CartKey.self, .singleton) { _ in
            let cart = Cart()
            cart.items = ["sample"]
            return cart
        }
    }
}

let first = Factory.withScopedRoot(ShopAssembly()) { factory in
    factory.cart.items.append("book")
    let checkout = factory.beginFlow()
    precondition(checkout.checkoutSession === checkout.checkoutSession)
    return factory.cart.items
}
let second = Factory.withScopedRoot(launch: LaunchContext(arguments: ["App"]), ShopAssembly(), TestShopAssembly().when(.not(.test))) { factory in
    factory.cart.items
}
precondition(first == ["book"] && second == ["sample"], "each scope has its own singletons")
let third = await Factory.withScopedRoot(ShopAssembly()) { factory async in
    await Task.yield()
    return factory.cart.items.count
}
precondition(third == 0)
precondition(Factory.root == nil, "a scoped root is never installed")
