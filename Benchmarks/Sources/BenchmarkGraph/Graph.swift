// The object graph every scenario builds, identical for hand-written code, Rivet, Swinject and
// swift-dependencies: a logger, an API client, a repository and a presenter.

public protocol Logger: AnyObject, Sendable {
    func log(_ message: String)
}

public protocol APIClient: AnyObject, Sendable {
    var logger: any Logger { get }
}

public protocol UserRepository: AnyObject, Sendable {
    var api: any APIClient { get }
}

public protocol Presenter: AnyObject, Sendable {
    var repository: any UserRepository { get }
}

public final class ConsoleLogger: Logger {
    public init() {}
    public func log(_ message: String) {}
}

public final class HTTPAPIClient: APIClient {
    public let logger: any Logger
    public init(logger: any Logger) { self.logger = logger }
}

public final class RemoteUserRepository: UserRepository {
    public let api: any APIClient
    public let logger: any Logger
    public init(api: any APIClient, logger: any Logger) {
        self.api = api
        self.logger = logger
    }
}

public final class UsersPresenter: Presenter {
    public let repository: any UserRepository
    public let logger: any Logger
    public init(repository: any UserRepository, logger: any Logger) {
        self.repository = repository
        self.logger = logger
    }
}

/// The state of one flow (S10).
public final class FlowSession: Sendable {
    public init() {}
}

/// One link of the 10-deep transient chain (S5): each link holds the next, the last holds nothing.
public final class Link: Sendable {
    public let next: Link?
    public init(next: Link?) { self.next = next }
}
