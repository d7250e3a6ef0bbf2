// Two features each declare a `StoreKey` in their own namespace: Login.StoreKey (flow-scoped) and
// Cart.StoreKey (singleton) that reads the other through its qualified name inside a flow only.
// Each key is identified by its qualified name, so every read is attributed and checked.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

enum Login {
    final class Store: Sendable { let user = "ada" }
    struct StoreKey: InjectionKey {
        static func make(_ values: InjectedValues) -> Store { Store() }
    }
}

enum Cart {
    final class Store: Sendable { let items = ["tea"] }
    struct StoreKey: InjectionKey {
        static func make(_ values: InjectedValues) -> Store { Store() }
    }
}

final class CheckoutSummary: Sendable {
    let user: String
    let items: [String]
    init(user: String, items: [String]) { self.user = user; self.items = items }
}
struct CheckoutSummaryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> CheckoutSummary {
        CheckoutSummary(user: values[Login.StoreKey.self].user, items: values[Cart.StoreKey.self].items)
    }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(Login.StoreKey.self, .flow)
        registry.register(Cart.StoreKey.self, .singleton)
        registry.register(CheckoutSummaryKey.self)
    }
}

let factory = Factory(AppAssembly())
let session = factory.beginFlow()
let summary = session[CheckoutSummaryKey.self]
precondition(summary.user == "ada" && summary.items == ["tea"])
precondition(factory[Cart.StoreKey.self] === session[Cart.StoreKey.self])
