import Rivet

// The graph as Rivet keys. Keys build transients by default; assemblies choose lifecycles per scenario.

public struct LoggerKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any Logger { ConsoleLogger() }
}

public struct APIClientKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any APIClient { HTTPAPIClient(logger: values.logger) }
}

public struct UserRepositoryKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any UserRepository {
        RemoteUserRepository(api: values.apiClient, logger: values.logger)
    }
}

public struct PresenterKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any Presenter {
        UsersPresenter(repository: values.userRepository, logger: values.logger)
    }
}

public struct FlowSessionKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> FlowSession { FlowSession() }
}

extension InjectedValues {
    public var logger: any Logger { self[LoggerKey.self] }
    public var apiClient: any APIClient { self[APIClientKey.self] }
    public var userRepository: any UserRepository { self[UserRepositoryKey.self] }
    public var presenter: any Presenter { self[PresenterKey.self] }
}

/// S1, S3, S5: everything transient (the keys' own defaults).
public struct TransientAssembly: Assembly {
    public init() {}
    public func assemble(into registry: inout Registry) {}
}

/// S2, S4, S6, S7, S8: the presenter's dependencies are singletons.
public struct SingletonAssembly: Assembly {
    public init() {}
    public func assemble(into registry: inout Registry) {
        registry.register(LoggerKey.self, .singleton)
        registry.register(APIClientKey.self, .singleton)
        registry.register(UserRepositoryKey.self, .singleton)
    }
}

/// S10: a session per flow.
public struct FlowAssembly: Assembly {
    public init() {}
    public func assemble(into registry: inout Registry) {
        registry.register(FlowSessionKey.self, .flow)
    }
}

/// A host whose property wrapper resolves the singleton logger (S6).
public final class RivetHost {
    @Injected(\.logger) public var logger
    public init() {}
}
