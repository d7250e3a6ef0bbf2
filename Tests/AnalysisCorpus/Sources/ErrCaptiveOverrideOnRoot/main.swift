// UI-test launch: the app overrides its singleton API client on the root factory with a stub that
// reads the flow-scoped session. The override keeps the singleton lifecycle: a captive dependency.
// The override is the first thing done with the root constant, and the only root factory, so only the
// override builds the key: what it resolves is the key's dependency.
// rivet-expect: main.swift:35:69: error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
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
