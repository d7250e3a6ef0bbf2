// An accessor that derives a value from a flow key (`var userName: String { self[SessionKey.self].user }`),
// used by @Injected in a type that a singleton's make builds.
// FINDING (missed error, a documented skip): rivet check is silent: accessors whose body is anything but
// `self[K.self]` are not followed, so the captive dependency goes unseen.
// rivet-expect-pending: main.swift:22:80: error: Rivet: singleton `GreeterKey` depends on flow-scoped `SessionKey` (GreeterKey -> SessionKey); make GreeterKey flow-scoped or resolve SessionKey lazily inside the flow.
// runtime-expect: crash Rivet: singleton `GreeterKey` depends on flow-scoped `SessionKey` (GreeterKey -> SessionKey)
import Rivet

final class Session: Sendable { let user = "ada" }
final class Signature {
    @Injected(\.userName) var userName
    init() {}
}
final class Greeter: @unchecked Sendable {
    let signature: Signature
    init(signature: Signature) { self.signature = signature }
}
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct GreeterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Greeter { Greeter(signature: Signature()) }
}
extension InjectedValues {
    var userName: String { self[SessionKey.self].user }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        registry.register(GreeterKey.self, .singleton)
    }
}

let factory = Factory(AppAssembly())
print(factory.beginFlow()[GreeterKey.self].signature.userName)
