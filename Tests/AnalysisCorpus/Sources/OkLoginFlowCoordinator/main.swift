// The app coordinator begins the login flow with `factory.beginFlow(LoginAssembly())`; the flow's
// coordinator and presenter share the flow's credentials; each login gets its own.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LoginServiceKey.self, .singleton)
    }
}

final class AppCoordinator {
    let factory: Factory
    init(factory: Factory) { self.factory = factory }

    func showLogin() -> (Factory, LoginPresenter) {
        let login = factory.beginFlow(LoginAssembly())
        return (login, login.withCurrent { LoginPresenter() })
    }
}

let app = AppCoordinator(factory: Factory(AppAssembly()))
let (login, presenter) = app.showLogin()
precondition(presenter.submit("ada@example.com"))
precondition(login.loginCoordinator.credentials.email == "ada@example.com")
let (second, _) = app.showLogin()
precondition(second.loginCoordinator.credentials !== login.loginCoordinator.credentials)
