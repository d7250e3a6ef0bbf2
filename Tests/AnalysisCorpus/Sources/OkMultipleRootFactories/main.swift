// Two root factories in one program: the app registers the session .flow and resolves it in flows; the
// widget has no flows and registers the same key as a singleton that its timeline provider reads.
// rivet-expect: main.swift:33:14: note: Rivet: cannot attribute 3 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `signedIn[SessionKey.self]`: the receiver `signedIn` is a flow (`beginFlow`), whose resolutions the analysis does not follow (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: exit 0
import Rivet

final class Session: Sendable { let user = "ada" }
final class TimelineProvider: Sendable {
    let session: Session
    init(session: Session) { self.session = session }
}
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct TimelineProviderKey: InjectionKey {
    static func make(_ values: InjectedValues) -> TimelineProvider { TimelineProvider(session: values[SessionKey.self]) }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
    }
}
struct WidgetAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .singleton)
        registry.register(TimelineProviderKey.self, .singleton)
    }
}

let app = Factory(AppAssembly())
let signedIn = app.beginFlow()
precondition(signedIn[SessionKey.self] === signedIn[SessionKey.self])

let widget = Factory(WidgetAssembly())
let timeline = widget[TimelineProviderKey.self]
precondition(timeline.session === widget[SessionKey.self])
