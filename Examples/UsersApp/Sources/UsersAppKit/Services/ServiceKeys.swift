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

public struct ScreenTrackerKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> ScreenTracker { ScreenTracker(log: values.logger) }
}

public struct SessionStoreKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> SessionStore { SessionStore() }
}

/// An async key: opening the store takes time, so a warm-up at launch builds it (``AppLauncher``), in
/// parallel with the remote configuration, and everything else reads it synchronously afterwards.
public struct UsersStoreKey: AsyncInjectionKey {
    public static func make(_ values: AsyncInjectedValues) async throws -> any UsersStore {
        try await DeviceUsersStore.open(path: "users.store", log: values.logger)
    }
}

extension InjectedValues {
    public var logger: any Logger { self[LoggerKey.self] }
    public var apiClient: any APIClient { self[APIClientKey.self] }
    public var screenTracker: ScreenTracker { self[ScreenTrackerKey.self] }
    public var sessionStore: SessionStore { self[SessionStoreKey.self] }
    /// The users store; read it once a warm-up has opened it.
    public var usersStore: any UsersStore { self[UsersStoreKey.self] }
}
