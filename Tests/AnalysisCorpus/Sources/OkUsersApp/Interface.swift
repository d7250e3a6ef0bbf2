import Rivet

// UsersInterface: what the users feature depends on, implemented by UsersLive.
struct User: Sendable, Equatable { let name: String }

protocol UsersRepository: Sendable { func users() -> [User] }
protocol Logger: Sendable { func log(_ message: String) }

struct UsersRepositoryKey: InterfaceKey { typealias Value = any UsersRepository }

struct LoggerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any Logger { SilentLogger() }
}
struct SilentLogger: Logger { func log(_ message: String) {} }

extension InjectedValues {
    var usersRepository: any UsersRepository { self[UsersRepositoryKey.self] }
    var logger: any Logger { self[LoggerKey.self] }
}
