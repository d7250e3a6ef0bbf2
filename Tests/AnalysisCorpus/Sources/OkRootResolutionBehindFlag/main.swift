// A debug launch argument (absent here) dumps the session from the root factory, inside an `if`; the
// normal launch resolves it from the login flow only. The program runs fine.
// Found by the corpus, and fixed; it was: rivet check reports the root resolution inside the
// `if`, which does not run here. The same resolution inside an `if` in a make is skipped as "may not
// run"; through a root constant it is reported as certain. (A latent crash all the same, should the
// argument be passed: arguably worth a warning rather than an error.)
// rivet-expect: main.swift:26:11: note: Rivet: cannot attribute `factory.session` to a factory or flow (through `factory` inside a block or closure, which may not run whenever the code around it runs), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: exit 0
import Rivet

final class Session: Sendable { let user = "ada" }
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
extension InjectedValues {
    var session: Session { self[SessionKey.self] }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
    }
}

let factory = Factory(AppAssembly())
if CommandLine.arguments.contains("--dump-session") {
    print(factory.session.user)
}
let login = factory.beginFlow()
precondition(login.session.user == "ada")
