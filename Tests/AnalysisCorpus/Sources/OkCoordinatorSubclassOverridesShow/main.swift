// A base coordinator whose `start()` shows its first screen through `show(_:)`, which would read the
// session (a flow key) from the factory it is given; the login coordinator the app builds overrides `show`
// and reads nothing there, so the root's session is never read. A tab coordinator of its own shows through
// a method of the same name, on the flow.
// rivet-expect: main.swift:27:55: note: Rivet: cannot attribute `factory.session` to a factory or flow (the receiver `factory` may hold `factory`, a parameter of `show`, one of 3 declarations of its name and labels, called on a receiver whose type the analysis does not know), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
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
    func assemble(into registry: inout Registry) { registry.register(SessionKey.self, .flow) }
}
struct SignedInAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

class Coordinator {
    let factory: Factory
    init(factory: Factory) { self.factory = factory }
    func start() { show(factory) }
    func show(_ factory: Factory) { print("home for \(factory.session.user)") }
}
class FlowCoordinator: Coordinator {}
final class LoginCoordinator: FlowCoordinator {
    override func show(_ factory: Factory) { print("login") }
}
final class TabCoordinator {
    func show(_ factory: Factory) { print("tabs for \(factory.session.user)") }
}

let app = Factory(AppAssembly())
LoginCoordinator(factory: app).start()
TabCoordinator().show(app.beginFlow(SignedInAssembly()))
