// Launch code logs who is signed in by reading the flow-scoped session from the root factory inside a
// string interpolation, before any flow began.
// rivet-expect: main.swift:21:33: error: Rivet: flow-scoped `SessionKey` resolved with no flow running (SessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self].
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

let factory = Factory(AppAssembly())
print("launched; signed in as \(factory.session.user)")
