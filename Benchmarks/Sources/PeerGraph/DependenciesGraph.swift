import BenchmarkGraph
import Dependencies

// The graph as swift-dependencies values. A dependency's live value is built once and cached, so it maps
// to a singleton; a transient is a dependency holding a closure that builds a new value.

private enum LoggerDependency: DependencyKey {
    static var liveValue: any Logger { ConsoleLogger() }
}

private enum APIClientDependency: DependencyKey {
    static var liveValue: any APIClient {
        @Dependency(\.logger) var logger
        return HTTPAPIClient(logger: logger)
    }
}

private enum UserRepositoryDependency: DependencyKey {
    static var liveValue: any UserRepository {
        @Dependency(\.apiClient) var api
        @Dependency(\.logger) var logger
        return RemoteUserRepository(api: api, logger: logger)
    }
}

/// Builders for transients: each builds its own dependencies through the other builders.
public struct GraphBuilders: Sendable {
    public var logger: @Sendable () -> any Logger
    public var apiClient: @Sendable () -> any APIClient
    public var repository: @Sendable () -> any UserRepository
    public var presenter: @Sendable () -> any Presenter
    public var presenterOverSingletons: @Sendable () -> any Presenter
    public var link: @Sendable (_ depth: Int) -> Link
}

private enum GraphBuildersDependency: DependencyKey {
    static let liveValue = GraphBuilders(
        logger: { ConsoleLogger() },
        apiClient: {
            @Dependency(\.builders) var builders
            return HTTPAPIClient(logger: builders.logger())
        },
        repository: {
            @Dependency(\.builders) var builders
            return RemoteUserRepository(api: builders.apiClient(), logger: builders.logger())
        },
        presenter: {
            @Dependency(\.builders) var builders
            return UsersPresenter(repository: builders.repository(), logger: builders.logger())
        },
        presenterOverSingletons: {
            @Dependency(\.userRepository) var repository
            @Dependency(\.logger) var logger
            return UsersPresenter(repository: repository, logger: logger)
        },
        link: { depth in
            @Dependency(\.builders) var builders
            return Link(next: depth == 0 ? nil : builders.link(depth - 1))
        }
    )
}

private enum FlowSessionDependency: DependencyKey {
    static var liveValue: FlowSession { FlowSession() }
}

extension DependencyValues {
    public var logger: any Logger {
        get { self[LoggerDependency.self] }
        set { self[LoggerDependency.self] = newValue }
    }
    public var apiClient: any APIClient {
        get { self[APIClientDependency.self] }
        set { self[APIClientDependency.self] = newValue }
    }
    public var userRepository: any UserRepository {
        get { self[UserRepositoryDependency.self] }
        set { self[UserRepositoryDependency.self] = newValue }
    }
    public var builders: GraphBuilders {
        get { self[GraphBuildersDependency.self] }
        set { self[GraphBuildersDependency.self] = newValue }
    }
    public var flowSession: FlowSession {
        get { self[FlowSessionDependency.self] }
        set { self[FlowSessionDependency.self] = newValue }
    }
}

/// A host whose property wrapper reads the logger (S6).
public final class DependenciesHost {
    @Dependency(\.logger) public var logger
    public init() {}
}
