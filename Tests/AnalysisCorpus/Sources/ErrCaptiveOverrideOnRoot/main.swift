// UI-test launch: the app overrides its singleton API client on the root factory with a stub that
// reads the flow-scoped session. The override keeps the singleton lifecycle: a captive dependency.
// FINDING (missed error): rivet check is silent. An override counts as one more way the key "may" be
// built, so only what both the registration and the override resolve is a dependency; but this override
// is on the root constant itself, before any resolution, and keeps the singleton lifecycle.
// rivet-expect-pending: main.swift:33:69: error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow.
// rivet-expect-pending: main.swift:38:7: note: Rivet: cannot attribute `flow.apiClient` to a factory or flow (the receiver `flow` is a flow (`beginFlow`), whose resolutions the analysis does not follow), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: crash Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey)
import Rivet

final class Session: Sendable { let token = "ui-test" }
protocol APIClient: Sendable { var token: String { get } }
struct LiveClient: APIClient { var token: String { "live" } }
struct StubClient: APIClient {
    let session: Session
    var token: String { session.token }
}
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct APIClientKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any APIClient { LiveClient() }
}
extension InjectedValues {
    var session: Session { self[SessionKey.self] }
    var apiClient: any APIClient { self[APIClientKey.self] }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        registry.register(APIClientKey.self, .singleton)
    }
}

let factory = Factory(AppAssembly())
factory.override(APIClientKey.self) { values in StubClient(session: values.session) }
let flow = factory.beginFlow()
print(flow.apiClient.token)
