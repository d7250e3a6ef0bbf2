// An accessor that derives a value from a flow key (`var userName: String { self[SessionKey.self].user }`),
// used by @Injected in a type that a singleton's make builds.
// FINDING (missed error, a documented skip): rivet check is silent: accessors whose body is anything but
// `self[K.self]` are not followed, so the captive dependency goes unseen.
// rivet-expect-pending: main.swift:12:17: note: Rivet: cannot attribute 4 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `@Injected(\.userName)`: the accessor `userName`'s body is not `self[K.self]`, so the analysis does not know its key (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// rivet-expect-pending: main.swift:23:80: error: Rivet: singleton `GreeterKey` depends on flow-scoped `SessionKey` (GreeterKey -> SessionKey); make GreeterKey flow-scoped or resolve SessionKey lazily inside the flow.
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
