// Within a checkout flow, the payment screen's pieces share one graph-scoped form state, which reads
// the flow's cart; the next screen gets a new form.
// rivet-expect: main.swift:43:57: note: Rivet: cannot attribute `screen.form.cart` to a factory or flow (the receiver `screen.form` may hold a value resolved from a factory (`checkout[PaymentScreenKey.self]`), which the analysis takes for a component, not a factory), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: exit 0
import Rivet

final class Cart: Sendable {}
final class PaymentForm: Sendable {
    let cart: Cart
    init(cart: Cart) { self.cart = cart }
}
final class CardField {
    @Injected(\.paymentForm) var form
}
final class PaymentScreen: @unchecked Sendable {
    let form: PaymentForm
    let card: CardField
    init(form: PaymentForm, card: CardField) { self.form = form; self.card = card }
}
struct CartKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Cart { Cart() }
}
struct PaymentFormKey: InjectionKey {
    static func make(_ values: InjectedValues) -> PaymentForm { PaymentForm(cart: values[CartKey.self]) }
}
struct PaymentScreenKey: InjectionKey {
    static func make(_ values: InjectedValues) -> PaymentScreen { PaymentScreen(form: values.paymentForm, card: CardField()) }
}
extension InjectedValues {
    var paymentForm: PaymentForm { self[PaymentFormKey.self] }
}
struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CartKey.self, .flow)
        registry.register(PaymentFormKey.self, .graph)
        registry.register(PaymentScreenKey.self)
    }
}

let factory = Factory(CheckoutAssembly())
let checkout = factory.beginFlow()
let screen = checkout[PaymentScreenKey.self]
precondition(screen.form === screen.card.form && screen.form.cart === checkout[CartKey.self])
precondition(checkout[PaymentScreenKey.self].form !== screen.form)
