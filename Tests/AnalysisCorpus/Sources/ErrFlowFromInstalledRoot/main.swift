// The root is installed at launch, then the home screen's presenter is created outside any flow: its
// @Injected session is flow-scoped, resolved from the root.
// FINDING (missed error): rivet check is silent. The flow-not-running rule follows resolutions through a
// root constant until the factory is passed on (here to Factory.installRoot), and does not follow the
// installed root into `HomePresenter()`, built at top level where the root is current: the commonest way
// to resolve a flow key with no flow running (Flows.md, "Errors").
// rivet-expect-pending: main.swift:26:17: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `@Injected(\.session)`: an `@Injected(\.session)` property of `HomePresenter`, a type built where no factory is known (no key's make or closure that the analysis reads builds it) (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// rivet-expect-pending: main.swift:27:12: error: Rivet: flow-scoped `SessionKey` resolved with no flow running (HomePresenter -> SessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[SessionKey.self].
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
