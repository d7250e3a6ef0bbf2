// The app coordinator begins the login flow with `factory.beginFlow(LoginAssembly())`; the flow's
// coordinator and presenter share the flow's credentials; each login gets its own.
// rivet-expect: main.swift:26:14: note: Rivet: cannot attribute 3 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `login.loginCoordinator`: the receiver `login` is a flow (`beginFlow`), whose resolutions the analysis does not follow (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
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
