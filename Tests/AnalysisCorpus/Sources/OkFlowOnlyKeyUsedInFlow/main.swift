// The right way round of the flow-only trap: the login form is registered .flow only in the login
// flow's assembly, and only the flow resolves it (its presenters are created inside the flow).
// rivet-expect: main.swift:9:17: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `@Injected(\.loginForm)`: an `@Injected` property of `EmailPresenter`, built at main.swift:33:21, where a flow may be current, whose reads the analysis does not judge yet (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
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
