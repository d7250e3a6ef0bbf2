import Rivet

protocol UsersAPI: Sendable { func names() -> [String] }
struct UsersAPIKey: InterfaceKey { typealias Value = any UsersAPI }
extension InjectedValues {
    var usersAPI: any UsersAPI { self[UsersAPIKey.self] }
}
