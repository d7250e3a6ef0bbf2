// A debug launch argument (absent here) dumps the session from the root factory, inside an `if`; the
// normal launch resolves it from the login flow only. The program runs fine.
// Decided (issue 27): the read fails whenever the `if` is taken, but it is not taken here, so it is a
// warning, not an error: a read that may not run is reported as one (`// rivet: ignore flow-not-running`
// keeps it). It was an error once (through a root constant it was taken as certain), then a note.
// rivet-expect: main.swift:25:11: warning: Rivet: flow-scoped `SessionKey` resolved with no flow running (SessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self]. The read is inside `if`, which may not run; when it runs, it stops the program (// rivet: ignore flow-not-running keeps it).
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
