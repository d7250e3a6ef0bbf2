// The login flow is begun and used correctly, then the root factory is asked for the flow-scoped
// session too (meant: `login.session`).
// rivet-expect: main.swift:27:7: error: Rivet: flow-scoped `SessionKey` resolved with no flow running (SessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self].
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: flow-scoped `SessionKey` resolved with no flow running (SessionKey)
import Rivet

final class Session: Sendable { let user = "ada" }
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
extension InjectedValues {
    var session: Session { self[SessionKey.self] }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
    }
}
struct LoginAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

let factory = Factory(AppAssembly())
let login = factory.beginFlow(LoginAssembly())
print(login.session.user)
print(factory.session.user)
