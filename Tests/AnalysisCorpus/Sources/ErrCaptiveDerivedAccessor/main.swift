// An accessor that derives a value from a flow key (`var userName: String { self[SessionKey.self].user }`),
// used by @Injected in a type that a singleton's make builds.
// Decided (issue 27): an accessor whose body starts with `self[K.self]` resolves K whenever it is read, so
// it is judged through K like `self[K.self]` itself (a finding before: such accessors were not followed).
// rivet-expect: main.swift:23:80: error: Rivet: singleton `GreeterKey` depends on flow-scoped `SessionKey` (GreeterKey -> SessionKey); make GreeterKey flow-scoped or resolve SessionKey lazily inside the flow.
// rivet-expect: main.swift:36:44: note: Rivet: cannot attribute `factory.beginFlow()[GreeterKey.self].signature.userName` to a factory or flow (the receiver `factory.beginFlow()[GreeterKey.self].signature` may hold a value resolved from a factory (`factory.beginFlow()[GreeterKey.self]`), which the analysis takes for a component, not a factory), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
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
