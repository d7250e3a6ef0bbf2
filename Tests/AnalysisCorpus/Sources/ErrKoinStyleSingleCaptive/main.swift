// A Koin-style module: generic helpers `single(_:into:)`, `scoped(_:into:)` and `factoryOf(_:into:)`
// register a key with a lifecycle, and the app's module lists its keys through them. The API client is a
// `single` whose own make reads the flow-scoped session: a captive dependency through the helper.
// rivet-expect: main.swift:21:86: error: Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey); make APIClientKey flow-scoped or resolve SessionKey lazily inside the flow.
// runtime-expect: crash Rivet: singleton `APIClientKey` depends on flow-scoped `SessionKey` (APIClientKey -> SessionKey)
import Rivet

final class Session: Sendable { let token = "t0k3n" }
final class APIClient: Sendable {
    let credentials: Session
    init(credentials: Session) { self.credentials = credentials }
}
final class ProfileRepository: Sendable {
    let client: APIClient
    init(client: APIClient) { self.client = client }
}
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct APIClientKey: InjectionKey {
    static func make(_ values: InjectedValues) -> APIClient { APIClient(credentials: values.session) }
}
struct ProfileRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ProfileRepository { ProfileRepository(client: values.apiClient) }
}
extension InjectedValues {
    var session: Session { self[SessionKey.self] }
    var apiClient: APIClient { self[APIClientKey.self] }
    var profileRepository: ProfileRepository { self[ProfileRepositoryKey.self] }
}

func single<K: InjectionKey>(_ key: K.Type, into registry: inout Registry) {
    registry.register(key, .singleton)
}
func scoped<K: InjectionKey>(_ key: K.Type, into registry: inout Registry) {
    registry.register(key, .flow)
}
func factoryOf<K: InjectionKey>(_ key: K.Type, into registry: inout Registry) {
    registry.register(key, .transient)
}

struct NetworkModule: Assembly {
    func assemble(into registry: inout Registry) {
        scoped(SessionKey.self, into: &registry)
        single(APIClientKey.self, into: &registry)
        factoryOf(ProfileRepositoryKey.self, into: &registry)
    }
}

let factory = Factory(NetworkModule())
let signedIn = factory.beginFlow()
print(signedIn.profileRepository.client.credentials.token)
