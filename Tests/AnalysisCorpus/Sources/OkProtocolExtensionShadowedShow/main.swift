// Screens are presented through a protocol whose extension shows a placeholder; the home screen declares a
// `show(_:)` of its own that reads the session, a flow key, but the protocol does not require it: presented
// as `any Screen`, the extension's placeholder runs, with the root factory. The home screen is shown itself
// only from the signed-in flow.
// rivet-expect: main.swift:28:55: note: Rivet: cannot attribute `factory.session` to a factory or flow (the receiver `factory` may hold `factory`, a parameter of `show`, one of 2 declarations of its name and labels, called on a receiver whose type the analysis does not know), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
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

protocol Screen {}
extension Screen {
    func show(_ factory: Factory) { print("placeholder") }
}
struct HomeScreen: Screen {
    func show(_ factory: Factory) { print("home for \(factory.session.user)") }
}

func present(_ screen: any Screen, from factory: Factory) { screen.show(factory) }

let app = Factory(AppAssembly())
present(HomeScreen(), from: app)
HomeScreen().show(app.beginFlow(SignedInAssembly()))
