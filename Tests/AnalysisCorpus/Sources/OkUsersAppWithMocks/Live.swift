import Rivet

struct RemoteUsersAPI: UsersAPI { func names() -> [String] { ["remote"] } }

struct UsersLiveAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(UsersAPIKey.self, .singleton) { _ in RemoteUsersAPI() }
    }
}
