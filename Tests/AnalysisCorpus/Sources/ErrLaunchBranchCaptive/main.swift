// The app's assembly makes the session flow-scoped when launched by a test runner, while the API client,
// a singleton, reads it. Launched as a test (an argument ending in .xctest), the client is a captive.
// rivet-expect: main.swift:17:82: error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow. This happens only when the launch context matches `test`.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey)
import Rivet

final class Session: Sendable {}
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
    var apiClient: APIClient { self[APIClientKey.self] }
    var session: Session { self[SessionKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(APIClientKey.self, .singleton)
        if registry.launch.isTest {
            registry.register(SessionKey.self, .flow)
        } else {
            registry.register(SessionKey.self, .singleton)
        }
    }
}

let factory = Factory(launch: LaunchContext(arguments: ["/usr/bin/xctest", "AppTests.xctest"]), AppAssembly())
let flow = factory.beginFlow()
print(flow.apiClient.session)
