import Rivet

final class LoginState: Sendable { var isSignedIn: Bool { false } }
final class LoginCoordinator: Sendable {
    let state: LoginState
    init(state: LoginState) { self.state = state }
}

struct LoginStateKey: InjectionKey {
    static func make(_ values: InjectedValues) -> LoginState { LoginState() }
}
struct LoginCoordinatorKey: InjectionKey {
    static func make(_ values: InjectedValues) -> LoginCoordinator { LoginCoordinator(state: values.loginState) }
}
extension InjectedValues {
    var loginState: LoginState { self[LoginStateKey.self] }
    var loginCoordinator: LoginCoordinator { self[LoginCoordinatorKey.self] }
}

struct NetworkAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LoginStateKey.self, .flow)
        registry.register(LoginCoordinatorKey.self, .flow)
    }
}

/// Launches the app: meant to begin the login flow, but asks the root for its coordinator.
func launch() -> Bool {
    let app = Factory(assemblies: [AppAssembly(), NetworkAssembly()])
    let coordinator = app.loginCoordinator
    return coordinator.state.isSignedIn
}
