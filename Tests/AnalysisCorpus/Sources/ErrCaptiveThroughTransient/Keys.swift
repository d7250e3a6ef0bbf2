import Rivet

final class Cart: Sendable {}
final class UserContext: Sendable {
    let cart: Cart
    init(cart: Cart) { self.cart = cart }
}
final class Analytics: Sendable {
    let context: UserContext
    init(context: UserContext) { self.context = context }
}

struct CartKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Cart { Cart() }
}
struct UserContextKey: InjectionKey {
    static func make(_ values: InjectedValues) -> UserContext { UserContext(cart: values.cart) }
}
struct AnalyticsKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Analytics { Analytics(context: values.userContext) }
}
extension InjectedValues {
    var cart: Cart { self[CartKey.self] }
    var userContext: UserContext { self[UserContextKey.self] }
    var analytics: Analytics { self[AnalyticsKey.self] }
}
