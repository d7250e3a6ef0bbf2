import Rivet

// UsersLive: the implementation module and its assembly.
final class APIClient: Sendable {
    let logger: any Logger
    init(logger: any Logger) { self.logger = logger }
    func get(_ path: String) -> [String] { logger.log(path); return ["Grace", "Ada"] }
}

struct APIClientKey: InjectionKey {
    static func make(_ values: InjectedValues) -> APIClient { APIClient(logger: values.logger) }
}

struct RemoteUsersRepository: UsersRepository {
    let api: APIClient
    func users() -> [User] { api.get("/users").map(User.init) }
}

struct UsersLiveAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(APIClientKey.self, .singleton)
        registry.register(UsersRepositoryKey.self) { values in RemoteUsersRepository(api: values[APIClientKey.self]) }
    }
}
