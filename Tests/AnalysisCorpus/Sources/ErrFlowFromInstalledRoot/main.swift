// The root is installed at launch, then the home screen's presenter is created outside any flow: its
// @Injected session is flow-scoped, resolved from the root.
// Decided (issue 27): an @Injected host built where no `withCurrent` or make binds a factory is judged
// with the installed roots; the error is at the construction, the chain starting at the host.
// rivet-expect: main.swift:28:12: error: Rivet: flow-scoped `SessionKey` resolved with no flow running (HomePresenter -> SessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self].
// runtime-expect: crash Rivet: flow-scoped `SessionKey` resolved with no flow running (SessionKey)
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

final class HomePresenter {
    @Injected(\.session) var session
}

let factory = Factory(AppAssembly())
Factory.installRoot(factory)
let home = HomePresenter()
print(home.session.user)
