// Makes that share a helper taking `InjectedValues` (the checker does not follow helpers, and there is
// nothing wrong to find here).
// rivet-expect: main.swift:16:22: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `values[HTTPClientKey.self]`: the receiver `values` may hold `values`, a parameter of a function the sources never call (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: exit 0
import Rivet

final class HTTPClient: Sendable {}
final class Decoder: Sendable {}
struct Endpoint: Sendable {
    let client: HTTPClient
    let decoder: Decoder
    let path: String
}

func endpoint(_ path: String, _ values: InjectedValues) -> Endpoint {
    Endpoint(client: values[HTTPClientKey.self], decoder: values[DecoderKey.self], path: path)
}

struct HTTPClientKey: InjectionKey {
    static func make(_ values: InjectedValues) -> HTTPClient { HTTPClient() }
}
struct DecoderKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Decoder { Decoder() }
}
struct UsersEndpointKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Endpoint { endpoint("/users", values) }
}
struct PostsEndpointKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Endpoint { endpoint("/posts", values) }
}

struct APIAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(HTTPClientKey.self, .singleton)
        registry.register(DecoderKey.self, .singleton)
        registry.register(UsersEndpointKey.self)
        registry.register(PostsEndpointKey.self)
    }
}

let factory = Factory(APIAssembly())
precondition(factory[UsersEndpointKey.self].client === factory[PostsEndpointKey.self].client)
