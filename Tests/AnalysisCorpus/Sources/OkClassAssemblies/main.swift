// Assemblies written as final classes with initialiser arguments, and an enum assembly.
// rivet-expect: main.swift:42:15: note: Rivet: cannot follow which assemblies this factory is built from (only `Name()` arguments, each with any `.when(…)`, are read), so this factory was not checked for captive dependencies, flow-scoped keys and keys that nothing registers (// rivet: ignore unchecked silences this).
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: exit 0
import Rivet

final class HTTPClient: Sendable {
    let baseURL: String
    init(baseURL: String) { self.baseURL = baseURL }
}
final class Session: Sendable {}
final class Feed: Sendable {
    let client: HTTPClient
    let session: Session
    init(client: HTTPClient, session: Session) { self.client = client; self.session = session }
}
struct HTTPClientKey: InjectionKey {
    static func make(_ values: InjectedValues) -> HTTPClient { HTTPClient(baseURL: "https://example.com") }
}
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct FeedKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Feed { Feed(client: values[HTTPClientKey.self], session: values[SessionKey.self]) }
}

final class NetworkAssembly: Assembly {
    let baseURL: String
    init(baseURL: String) { self.baseURL = baseURL }
    func assemble(into registry: inout Registry) {
        registry.register(HTTPClientKey.self, .singleton) { [baseURL] _ in HTTPClient(baseURL: baseURL) }
    }
}
enum SessionAssembly: Assembly {
    case live
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        registry.register(FeedKey.self, .flow)
    }
}

let factory = Factory(NetworkAssembly(baseURL: "https://staging.example.com"), SessionAssembly.live)
let flow = factory.beginFlow()
precondition(flow[FeedKey.self].client.baseURL == "https://staging.example.com")
precondition(flow[FeedKey.self].session === flow[SessionKey.self])
