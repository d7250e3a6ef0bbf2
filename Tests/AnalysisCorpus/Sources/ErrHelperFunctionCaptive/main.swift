// The app assembly calls a helper, `registerNetworking(&registry)`, that registers a singleton API
// client reading the flow-scoped auth token.
// rivet-expect: main.swift:23:83: error: Rivet: singleton `APIClientKey` depends on flow-scoped `AuthTokenKey` (APIClientKey -> AuthTokenKey); make APIClientKey flow-scoped or resolve AuthTokenKey lazily inside the flow.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: singleton `APIClientKey` depends on flow-scoped `AuthTokenKey` (APIClientKey -> AuthTokenKey)
import Rivet

final class AuthToken: Sendable { let value = "t" }
final class APIClient: Sendable {
    let token: AuthToken
    init(token: AuthToken) { self.token = token }
}
struct AuthTokenKey: InjectionKey {
    static func make(_ values: InjectedValues) -> AuthToken { AuthToken() }
}
struct APIClientKey: InterfaceKey { typealias Value = APIClient }
extension InjectedValues {
    var authToken: AuthToken { self[AuthTokenKey.self] }
    var apiClient: APIClient { self[APIClientKey.self] }
}

func registerNetworking(_ registry: inout Registry) {
    registry.register(APIClientKey.self, .singleton) { values in APIClient(token: values.authToken) }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registerNetworking(&registry)
        registry.register(AuthTokenKey.self, .flow)
    }
}

let factory = Factory(AppAssembly())
let signedIn = factory.beginFlow()
print(signedIn.apiClient.token.value)
