import Rivet

final class APIClient: Sendable {
    func get(_ path: String) -> String { "GET \(path)" }
}
final class AuthSession: @unchecked Sendable { var token: String? }
final class FeedCache: @unchecked Sendable { var items: [String] = [] }

struct APIClientKey: InjectionKey {
    static func make(_ values: InjectedValues) -> APIClient { APIClient() }
}
struct AuthSessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> AuthSession { AuthSession() }
}
struct FeedCacheKey: InjectionKey {
    static func make(_ values: InjectedValues) -> FeedCache { FeedCache() }
}

extension InjectedValues {
    var apiClient: APIClient { self[APIClientKey.self] }
    var authSession: AuthSession { self[AuthSessionKey.self] }
    var feedCache: FeedCache { self[FeedCacheKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(APIClientKey.self, .singleton)
    }
}
struct LoginAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(AuthSessionKey.self, .flow)
    }
}
struct FeedAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(FeedCacheKey.self, .flow)
    }
}
