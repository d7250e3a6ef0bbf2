// Launch installs the app's factory as the root, and the views build their view models directly
// (`let model = CartViewModel()`). The cart view model's @Injected cart is flow-scoped, and the view is
// shown outside any checkout flow: it resolves from the root, where no flow runs.
// rivet-expect: main.swift:40:17: error: Rivet: flow-scoped `CartKey` resolved with no flow running (CartViewModel -> CartKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[CartKey.self].
// Before this check followed it: a note where the runtime always stops: `CartView` builds `CartViewModel()` directly, with the root
// installed at launch; its @Injected cart is flow-scoped and resolved from that root, but the check says it
// "does not know which factory is current" and reports nothing.
// runtime-expect: crash Rivet: flow-scoped `CartKey` resolved with no flow running (CartKey)
import Rivet

final class Cart: @unchecked Sendable { var items: [String] = ["book"] }
final class Formatter: Sendable { func count(_ items: [String]) -> String { "\(items.count) items" } }

struct CartKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Cart { Cart() }
}
struct FormatterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Formatter { Formatter() }
}
extension InjectedValues {
    var cart: Cart { self[CartKey.self] }
    var formatter: Formatter { self[FormatterKey.self] }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CartKey.self, .flow)
        registry.register(FormatterKey.self, .singleton)
    }
}

protocol View { var body: String { get } }

final class CartViewModel {
    @Injected(\.formatter) var formatter
    @Injected(\.cart) var cart
    var summary: String { formatter.count(cart.items) }
}

struct CartView: View {
    let model = CartViewModel()
    var body: String { model.summary }
}
struct ContentView: View {
    var body: String { CartView().body }
}

struct ShopApp {
    init() { Factory.installRoot(Factory(AppAssembly())) }
    var body: some View { ContentView() }
}

print(ShopApp().body.body)
