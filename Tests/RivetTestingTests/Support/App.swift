import Foundation
import Rivet

// The app code the tests and the testing guide isolate: a logger, an API client, a session per flow,
// a users repository and a presenter that gets its dependencies with @Injected.

protocol Logger: AnyObject, Sendable {
    var messages: [String] { get }
    func log(_ message: String)
}

final class RecordingLogger: Logger, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var messages: [String] { lock.withLock { recorded } }

    func log(_ message: String) {
        lock.withLock { recorded.append(message) }
    }
}

protocol APIClient: AnyObject, Sendable {}

final class HTTPClient: APIClient {
    let log: any Logger
    init(log: any Logger) { self.log = log }
}

final class Session: Sendable {
    let user: String
    init(user: String = "guest") { self.user = user }
}

struct User: Equatable, Sendable {
    let name: String
}

protocol UsersRepository: AnyObject, Sendable {
    func users() async throws -> [User]
}

final class RemoteUsersRepository: UsersRepository {
    let api: any APIClient
    init(api: any APIClient) { self.api = api }
    func users() async throws -> [User] { [User(name: "remote")] }
}

struct LoggerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any Logger { RecordingLogger() }
}

struct APIClientKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any APIClient { HTTPClient(log: values.logger) }
}

struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}

struct UsersRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any UsersRepository { RemoteUsersRepository(api: values.apiClient) }
}

extension InjectedValues {
    var logger: any Logger { self[LoggerKey.self] }
    var apiClient: any APIClient { self[APIClientKey.self] }
    var session: Session { self[SessionKey.self] }
    var usersRepository: any UsersRepository { self[UsersRepositoryKey.self] }
}

/// The app's assembly: a singleton logger and API client, a session per flow, a transient repository.
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LoggerKey.self, .singleton)
        registry.register(APIClientKey.self, .singleton) { values in HTTPClient(log: values.logger) }
        registry.register(SessionKey.self, .flow)
        registry.register(UsersRepositoryKey.self)
    }
}

/// A presenter in the MVP style: its repository and logger come from the current factory.
final class UsersPresenter {
    @Injected(\.usersRepository) var repository
    @Injected(\.logger) var logger

    func userNames() async throws -> [String] {
        logger.log("loading users")
        return try await repository.users().map(\.name)
    }
}
