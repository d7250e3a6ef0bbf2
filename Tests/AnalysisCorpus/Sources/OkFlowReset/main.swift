// "Log out and in again": the session flow is reset, dropping its components, and resolves new ones.
// rivet-expect: main.swift:29:34: note: Rivet: cannot attribute `after.session` to a factory or flow (the receiver `after` may hold a value resolved from a factory (`signedIn[InboxKey.self]`), which the analysis takes for a component, not a factory), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: exit 0
import Rivet

final class Session: Sendable {}
final class Inbox: Sendable {
    let session: Session
    init(session: Session) { self.session = session }
}
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct InboxKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Inbox { Inbox(session: values[SessionKey.self]) }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        registry.register(InboxKey.self, .flow)
    }
}

let factory = Factory(AppAssembly())
let signedIn = factory.beginFlow()
let before = signedIn[InboxKey.self]
signedIn.reset()
let after = signedIn[InboxKey.self]
precondition(before !== after && after.session === signedIn[SessionKey.self])
