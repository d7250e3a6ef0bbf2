// The app's API client is a singleton that reads the login session, registered .flow by the app.
// The login coordinator, begun as a flow, asks for the client.
// rivet-expect: main.swift:18:82: error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow.
// rivet-expect: main.swift:43:19: note: Rivet: cannot attribute `coordinator.client.session` to a factory or flow (the receiver `coordinator.client` may hold `LoginCoordinator.client`, which is given no value the analysis can see), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: crash Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey)
import Rivet

final class Session: Sendable { let token = "t0k3n" }
final class APIClient: Sendable {
    let session: Session
    init(session: Session) { self.session = session }
}

struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct APIClientKey: InjectionKey {
    static func make(_ values: InjectedValues) -> APIClient { APIClient(session: values.session) }
}
extension InjectedValues {
    var session: Session { self[SessionKey.self] }
    var apiClient: APIClient { self[APIClientKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        registry.register(APIClientKey.self, .singleton)
    }
}

struct LoginAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

final class LoginCoordinator {
    @Injected(\.apiClient) var client
}

let factory = Factory(AppAssembly())
let login = factory.beginFlow(LoginAssembly())
let coordinator = login.withCurrent { LoginCoordinator() }
print(coordinator.client.session.token)
