import Foundation
public import Rivet

// The app code that Rivet's tests and guides resolve and isolate: a logger, an API client, a session per
// flow, a users repository and a presenter that gets its dependencies with @Injected. Shared by the
// RivetTests and RivetTestingTests targets, so it is public.

public protocol Logger: AnyObject, Sendable {
    var messages: [String] { get }
    func log(_ message: String)
}

public final class RecordingLogger: Logger, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    public init() {}

    public var messages: [String] { lock.withLock { recorded } }

    public func log(_ message: String) {
        lock.withLock { recorded.append(message) }
    }
}

public protocol APIClient: AnyObject, Sendable {
    var log: any Logger { get }
}

public final class HTTPClient: APIClient {
    public let log: any Logger
    public init(log: any Logger) { self.log = log }
}

public final class Session: Sendable {
    public let user: String
    public init(user: String = "guest") { self.user = user }
}

public struct User: Equatable, Sendable {
    public let name: String
    public init(name: String) { self.name = name }
}

public protocol UsersRepository: AnyObject, Sendable {
    var api: any APIClient { get }
    func users() async throws -> [User]
}

public final class RemoteUsersRepository: UsersRepository {
    public let api: any APIClient
    public let log: any Logger
    public init(api: any APIClient, log: any Logger) {
        self.api = api
        self.log = log
    }
    public func users() async throws -> [User] { [User(name: "remote")] }
}

public struct LoggerKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any Logger { RecordingLogger() }
}

public struct APIClientKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any APIClient { HTTPClient(log: values.logger) }
}

public struct SessionKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> Session { Session() }
}

public struct UsersRepositoryKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any UsersRepository {
        RemoteUsersRepository(api: values.apiClient, log: values.logger)
    }
}

extension InjectedValues {
    public var logger: any Logger { self[LoggerKey.self] }
    public var apiClient: any APIClient { self[APIClientKey.self] }
    public var session: Session { self[SessionKey.self] }
    public var usersRepository: any UsersRepository { self[UsersRepositoryKey.self] }
}

/// The app's assembly: a singleton logger and API client, a session per flow, a transient repository.
public struct AppAssembly: Assembly, Sendable {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(LoggerKey.self, .singleton)
        registry.register(APIClientKey.self, .singleton) { values in HTTPClient(log: values.logger) }
        registry.register(SessionKey.self, .flow)
        registry.register(UsersRepositoryKey.self)
    }
}

/// A presenter in the MVP style: its repository and logger come from the current factory.
public final class UsersPresenter {
    @Injected(\.usersRepository) public var repository
    @Injected(\.logger) public var logger

    public init() {}

    public func userNames() async throws -> [String] {
        logger.log("loading users")
        return try await repository.users().map(\.name)
    }
}
