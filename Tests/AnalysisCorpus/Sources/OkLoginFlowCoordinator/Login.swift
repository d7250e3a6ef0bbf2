import Rivet

final class Credentials: @unchecked Sendable { var email = "" }
final class LoginService: Sendable {
    func login(_ email: String) -> Bool { email.contains("@") }
}

final class LoginPresenter {
    @Injected(\.credentials) var credentials
    @Injected(\.loginService) var service
    func submit(_ email: String) -> Bool {
        credentials.email = email
        return service.login(credentials.email)
    }
}

final class LoginCoordinator: Sendable {
    let credentials: Credentials
    init(credentials: Credentials) { self.credentials = credentials }
}

struct CredentialsKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Credentials { Credentials() }
}
struct LoginServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> LoginService { LoginService() }
}
struct LoginCoordinatorKey: InjectionKey {
    static func make(_ values: InjectedValues) -> LoginCoordinator { LoginCoordinator(credentials: values.credentials) }
}
extension InjectedValues {
    var credentials: Credentials { self[CredentialsKey.self] }
    var loginService: LoginService { self[LoginServiceKey.self] }
    var loginCoordinator: LoginCoordinator { self[LoginCoordinatorKey.self] }
}

struct LoginAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CredentialsKey.self, .flow)
        registry.register(LoginCoordinatorKey.self, .flow)
    }
}
