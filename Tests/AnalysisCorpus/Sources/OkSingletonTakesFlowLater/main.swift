// A root singleton that needs flow state asks for it per call, from the flow it is given, rather than
// resolving it in its make: no captive dependency.
// rivet-expect: main.swift:12:57: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `flow.session`: the receiver `flow` is not a factory or a make's or closure's values that the analysis follows, in a function's body (`describe`) (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: exit 0
import Rivet

final class Session: Sendable {
    let user: String
    init(user: String) { self.user = user }
}
final class SessionTracker: Sendable {
    func describe(in flow: Factory) -> String { "user \(flow.session.user)" }
}
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session(user: "ada") }
}
struct SessionTrackerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> SessionTracker { SessionTracker() }
}
extension InjectedValues {
    var session: Session { self[SessionKey.self] }
    var sessionTracker: SessionTracker { self[SessionTrackerKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        registry.register(SessionTrackerKey.self, .singleton)
    }
}

let factory = Factory(AppAssembly())
let tracker = factory.sessionTracker
let login = factory.beginFlow()
precondition(tracker.describe(in: login) == "user ada")
precondition(login.sessionTracker === tracker)
