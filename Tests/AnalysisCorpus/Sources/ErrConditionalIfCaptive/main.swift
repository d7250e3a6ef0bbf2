// The staging branch of an `if` registers the API client as a singleton reading the flow's session;
// the production branch is correct. The app runs against staging.
// rivet-expect: main.swift:34:93: error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow. This happens only when `environment == .production` is false.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey)
import Rivet

final class Session: Sendable { let id = 1 }
final class APIClient: Sendable {
    let session: Session?
    init(session: Session?) { self.session = session }
}
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct APIClientKey: InjectionKey {
    static func make(_ values: InjectedValues) -> APIClient { APIClient(session: nil) }
}
extension InjectedValues {
    var session: Session { self[SessionKey.self] }
    var apiClient: APIClient { self[APIClientKey.self] }
}

enum Environment { case production, staging }

struct AppAssembly: Assembly {
    let environment: Environment

    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        if environment == .production {
            registry.register(APIClientKey.self, .singleton)
        } else {
            registry.register(APIClientKey.self, .singleton) { values in APIClient(session: values.session) }
        }
    }
}

let factory = Factory(AppAssembly(environment: .staging))
let flow = factory.beginFlow()
print(flow.apiClient.session?.id ?? 0)
