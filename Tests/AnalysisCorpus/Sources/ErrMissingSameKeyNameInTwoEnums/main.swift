// Two features each declare a `CartKey` interface in their own namespace. The app registers the shop's
// cart but not the wish list's, which the checkout reads through its qualified name.
// rivet-expect: main.swift:27:59: error: Rivet: no live value for `Wishlist.CartKey`: it has no make of its own and no assembly registers one (searched Factory(AppAssembly); chain CheckoutKey -> Wishlist.CartKey); register it in the assembly of the module that implements it: registry.register(Wishlist.CartKey.self) { values in ... }.
// (The runtime names a key by its type's name, `CartKey`; the check by its qualified name where two keys share one.)
// runtime-expect: crash Rivet: no live value for `CartKey`
import Rivet

protocol Cart: Sendable { var items: [String] { get } }
final class MemoryCart: Cart { let items = ["tea"] }

enum Shop {
    struct CartKey: InterfaceKey { typealias Value = any Cart }
}

enum Wishlist {}
extension Wishlist {
    struct CartKey: InterfaceKey { typealias Value = any Cart }
}

final class Checkout: Sendable {
    let cart: any Cart
    let wished: any Cart
    init(cart: any Cart, wished: any Cart) { self.cart = cart; self.wished = wished }
}
struct CheckoutKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Checkout {
        Checkout(cart: values[Shop.CartKey.self], wished: values[Wishlist.CartKey.self])
    }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(Shop.CartKey.self, .singleton) { _ in MemoryCart() }
        registry.register(CheckoutKey.self)
    }
}

let factory = Factory(AppAssembly())
print(factory[CheckoutKey.self].wished.items)
