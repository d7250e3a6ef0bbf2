import Rivet

final class Session: Sendable { let token = "abc" }
final class HTTPClient: Sendable {
    let session: Session
    init(session: Session) { self.session = session }
}

struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct HTTPClientKey: InjectionKey {
    static func make(_ values: InjectedValues) -> HTTPClient { HTTPClient(session: values.session) }
}
extension InjectedValues {
    var session: Session { self[SessionKey.self] }
    var httpClient: HTTPClient { self[HTTPClientKey.self] }
}

/// The networking module's assembly: one HTTP client for the app.
struct NetworkAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(HTTPClientKey.self, .singleton)
    }
}
