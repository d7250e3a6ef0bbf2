import Foundation
import Rivet

// The graph most tests resolve: the contract's logger, API client, session and repository.

protocol Logger: AnyObject, Sendable {
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

protocol APIClient: AnyObject, Sendable {
    var log: any Logger { get }
}

final class HTTPClient: APIClient {
    let log: any Logger
    init(log: any Logger) { self.log = log }
}

final class Session: Sendable {}

struct User: Equatable, Sendable {
    let name: String
}

protocol UsersRepository: AnyObject, Sendable {
    var api: any APIClient { get }
    func users() async throws -> [User]
}

final class RemoteUsersRepository: UsersRepository {
    let api: any APIClient
    let log: any Logger
    init(api: any APIClient, log: any Logger) {
        self.api = api
        self.log = log
    }
    func users() async throws -> [User] { [User(name: "remote")] }
}

final class MockUsersRepository: UsersRepository {
    let api: any APIClient = HTTPClient(log: RecordingLogger())
    func users() async throws -> [User] { [User(name: "mock")] }
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
    static func make(_ values: InjectedValues) -> any UsersRepository {
        RemoteUsersRepository(api: values.apiClient, log: values.logger)
    }
}

extension InjectedValues {
    var logger: any Logger { self[LoggerKey.self] }
    var apiClient: any APIClient { self[APIClientKey.self] }
    var session: Session { self[SessionKey.self] }
    var usersRepository: any UsersRepository { self[UsersRepositoryKey.self] }
}

/// The contract's assembly: singleton logger and API client, a session per flow, a transient repository.
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LoggerKey.self, .singleton)
        registry.register(APIClientKey.self, .singleton) { values in HTTPClient(log: values.logger) }
        registry.register(SessionKey.self, .flow)
        registry.register(UsersRepositoryKey.self)
    }
}

/// An assembly made of a closure, for tests that register a few keys their own way.
struct TestAssembly: Assembly {
    let body: (inout Registry) -> Void
    init(_ body: @escaping (inout Registry) -> Void) { self.body = body }
    func assemble(into registry: inout Registry) { body(&registry) }
}

/// Counts calls from any thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    @discardableResult
    func increment() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}

/// A class whose instances tests compare by identity.
final class Thing: Sendable {
    let label: String
    init(_ label: String = "") { self.label = label }
}

struct ThingKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("live") }
}

/// A key per type argument, for tests that need many keys.
struct NamedKey<Tag>: InjectionKey {
    static func make(_ values: InjectedValues) -> String { "live \(Tag.self)" }
}

struct OtherThingKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("other") }
}

extension InjectedValues {
    var thing: Thing { self[ThingKey.self] }
}
