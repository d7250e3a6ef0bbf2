import Rivet

/// The app's components. Each key carries its live default.
public struct LoggerKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any Logger { ConsoleLogger() }
}

public struct APIClientKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any APIClient { FakeAPIClient(log: values.logger) }
}

public struct UsersRepositoryKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any UsersRepository { RemoteUsersRepository(api: values.apiClient) }
}

/// The state of one running flow.
public final class Session: Sendable {
    public let number: Int
    public init(number: Int) { self.number = number }
}

public struct SessionKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> Session { Session(number: 0) }
}

public struct UsersPresenterKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> UsersPresenter { UsersPresenter(screen: ConsoleUsersScreen()) }
}

extension InjectedValues {
    public var logger: any Logger { self[LoggerKey.self] }
    public var apiClient: any APIClient { self[APIClientKey.self] }
    public var usersRepository: any UsersRepository { self[UsersRepositoryKey.self] }
    public var session: Session { self[SessionKey.self] }
    public var usersPresenter: UsersPresenter { self[UsersPresenterKey.self] }
}
