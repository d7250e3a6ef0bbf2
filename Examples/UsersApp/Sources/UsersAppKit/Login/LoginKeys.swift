import Rivet

/// The sign-in screen. The module that draws screens registers it (the console app, or a test).
@MainActor public struct LoginScreenKey: @MainActor InterfaceKey {
    public typealias Value = any LoginScreen
}

@MainActor public struct LoginAttemptsKey: @MainActor InjectionKey {
    public static func make(_ values: InjectedValues) -> LoginAttempts { LoginAttempts(limit: 3) }
}

public struct AuthRepositoryKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> any AuthRepository { RemoteAuthRepository(api: values.apiClient) }
}

@MainActor public struct LoginPresenterKey: @MainActor InjectionKey {
    public static func make(_ values: InjectedValues) -> LoginPresenter { LoginPresenter(screen: values.loginScreen) }
}

extension InjectedValues {
    @MainActor public var loginScreen: any LoginScreen { self[LoginScreenKey.self] }
    @MainActor public var loginAttempts: LoginAttempts { self[LoginAttemptsKey.self] }
    public var authRepository: any AuthRepository { self[AuthRepositoryKey.self] }
    @MainActor public var loginPresenter: LoginPresenter { self[LoginPresenterKey.self] }
}
