// Two root factories in one program: the app registers the session .flow and resolves it in flows; the
// widget has no flows and registers the same key as a singleton that its timeline provider reads.
// rivet-expect: main.swift:37:14: note: Rivet: cannot attribute `timeline.session` to a factory or flow (the receiver `timeline` may hold a value resolved from a factory (`widget[TimelineProviderKey.self]`), which the analysis takes for a component, not a factory), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
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
