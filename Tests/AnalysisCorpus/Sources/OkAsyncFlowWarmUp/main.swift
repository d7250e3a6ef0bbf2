// A shop: the root warms up its catalogue at launch; each checkout flow warms up its own cart, an async
// flow component that awaits the catalogue and restores itself for the flow's session. The receipt, a
// flow component built synchronously, reads the warmed-up cart.
// rivet-expect: main.swift:63:19: note: Rivet: cannot follow the warm-up of the scopes above this flow, so whether `ReceiptKey` reads one of their async components before it is built was not checked (// rivet: ignore unchecked silences this).
// rivet-expect: main.swift:64:18: note: Rivet: cannot attribute 3 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `receipt.cart`: the receiver `receipt` may hold a value resolved from a factory (`checkout[ReceiptKey.self]`), which the analysis takes for a component, not a factory (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: exit 0
import Rivet

final class Catalogue: Sendable {
    static func load() async throws -> Catalogue {
        try await Task.sleep(nanoseconds: 5_000_000)
        return Catalogue()
    }
}
final class Session: Sendable { let user = "ada" }
final class Cart: Sendable {
    let catalogue: Catalogue
    let session: Session
    init(catalogue: Catalogue, session: Session) {
        self.catalogue = catalogue
        self.session = session
    }
}
final class Receipt: Sendable {
    let cart: Cart
    init(cart: Cart) { self.cart = cart }
}

struct CatalogueKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Catalogue { try await Catalogue.load() }
}
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct CartKey: InterfaceKey {
    typealias Value = Cart
}
struct ReceiptKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Receipt { Receipt(cart: values[CartKey.self]) }
}

struct ShopAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerAsync(CatalogueKey.self)
    }
}

struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        registry.registerAsync(CartKey.self, .flow) { values in
            Cart(catalogue: try await values.resolve(CatalogueKey.self), session: values[SessionKey.self])
        }
        registry.register(ReceiptKey.self, .flow)
    }
}

let shop = Factory(ShopAssembly())
try await shop.warmUp()
for _ in 0..<2 {
    let checkout = shop.beginFlow(CheckoutAssembly())
    try await checkout.warmUp()
    let receipt = checkout[ReceiptKey.self]
    precondition(receipt.cart.session === checkout[SessionKey.self])
    precondition(receipt.cart.catalogue === shop[CatalogueKey.self])
}
