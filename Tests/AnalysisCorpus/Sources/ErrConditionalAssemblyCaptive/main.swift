// A UI-testing launch argument applies MockNetworkAssembly, which makes the session flow-scoped while the app's
// singleton API client reads it. The launch context (a literal constant) has the argument: the error names no condition.
// rivet-expect: main.swift:17:82: error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey)
import Rivet

final class Session: Sendable { let id = 1 }
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
        registry.register(SessionKey.self, .singleton)
        registry.register(APIClientKey.self, .singleton)
    }
}

struct MockNetworkAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
    }
}

let launch = LaunchContext(arguments: ["App", "-mock-network"])
let factory = Factory(launch: launch, AppAssembly(), MockNetworkAssembly().when(.argument("-mock-network")))
let flow = factory.beginFlow()
print(flow.apiClient.session.id)
