// A login coordinator begins the login flow into its stored property (`self.flow = factory.beginFlow(...)`)
// when it starts, and reads the flow's form and authenticator in its other methods.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class LoginForm: @unchecked Sendable { var email = "" }
final class Authenticator: Sendable {
    func signIn(_ email: String) -> Bool { email.contains("@") }
}
struct LoginFormKey: InjectionKey {
    static func make(_ values: InjectedValues) -> LoginForm { LoginForm() }
}
struct AuthenticatorKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Authenticator { Authenticator() }
}
extension InjectedValues {
    var loginForm: LoginForm { self[LoginFormKey.self] }
    var authenticator: Authenticator { self[AuthenticatorKey.self] }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(AuthenticatorKey.self, .singleton)
    }
}
struct LoginAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LoginFormKey.self, .flow)
    }
}

final class LoginCoordinator {
    private let factory: Factory
    private var flow: Factory!

    init(factory: Factory) { self.factory = factory }

    func start() {
        self.flow = factory.beginFlow(LoginAssembly())
    }

    func type(_ email: String) {
        flow.loginForm.email = email
    }

    func submit() -> Bool {
        flow.authenticator.signIn(flow.loginForm.email)
    }
}

let login = LoginCoordinator(factory: Factory(AppAssembly()))
login.start()
login.type("ada@example.com")
precondition(login.submit())
login.start()
precondition(!login.submit())
