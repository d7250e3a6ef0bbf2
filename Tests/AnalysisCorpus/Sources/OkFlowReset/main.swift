// "Log out and in again": the session flow is reset, dropping its components, and resolves new ones.
// rivet-expect: main.swift:26:14: note: Rivet: cannot attribute 4 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `signedIn[InboxKey.self]`: the receiver `signedIn` is a flow (`beginFlow`), whose resolutions the analysis does not follow (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
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
