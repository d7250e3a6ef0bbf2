// The right way round of the flow-only trap: the login form is registered .flow only in the login
// flow's assembly, and only the flow resolves it (its presenters are created inside the flow).
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class LoginForm: @unchecked Sendable { var email = "" }
final class EmailPresenter {
    @Injected(\.loginForm) var form
    func type(_ text: String) { form.email += text }
}
final class SummaryPresenter {
    @Injected(\.loginForm) var form
}
struct LoginFormKey: InjectionKey {
    static func make(_ values: InjectedValues) -> LoginForm { LoginForm() }
}
extension InjectedValues {
    var loginForm: LoginForm { self[LoginFormKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}
struct LoginAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LoginFormKey.self, .flow)
    }
}

let factory = Factory(AppAssembly())
let login = factory.beginFlow(LoginAssembly())
login.withCurrent { EmailPresenter() }.type("ada@")
let summary = login.withCurrent { SummaryPresenter() }
precondition(summary.form.email == "ada@")
