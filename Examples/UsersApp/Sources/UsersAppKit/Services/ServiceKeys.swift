import Rivet

/// The app's shared services. Each key carries its live default; ``AppAssembly`` makes them singletons.
public struct LoggerKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any Logger {
        ConsoleLogger(minimumLevel: values.appConfiguration.logLevel)
    }
}

public struct APIClientKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any APIClient {
        FakeAPIClient(baseURL: values.appConfiguration.baseURL, log: values.logger)
    }
}

public struct SessionStoreKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> SessionStore { SessionStore() }
}

extension InjectedValues {
    public var logger: any Logger { self[LoggerKey.self] }
    public var apiClient: any APIClient { self[APIClientKey.self] }
    public var sessionStore: SessionStore { self[SessionStoreKey.self] }
}
