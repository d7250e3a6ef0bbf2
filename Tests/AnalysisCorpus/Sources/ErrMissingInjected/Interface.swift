import Rivet

protocol UsersRepository: Sendable { func names() -> [String] }
struct UsersRepositoryKey: InterfaceKey { typealias Value = any UsersRepository }

extension InjectedValues {
    var usersRepository: any UsersRepository { self[UsersRepositoryKey.self] }
}
