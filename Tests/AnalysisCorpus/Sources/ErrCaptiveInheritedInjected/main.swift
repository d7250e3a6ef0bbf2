// Presenters share a base class whose @Injected property reads the flow-scoped session; the singleton
// notifications presenter, a subclass, inherits it.
// Decided (issue 27): building a class initialises its superclasses' @Injected properties too, so those a
// constructed type inherits from a class declared once in the sources count as its own (a finding before).
// rivet-expect: main.swift:24:76: error: Rivet: singleton `NotificationsPresenterKey` depends on flow-scoped `SessionKey` (NotificationsPresenterKey -> SessionKey); make NotificationsPresenterKey flow-scoped or resolve SessionKey lazily inside the flow.
// runtime-expect: crash Rivet: singleton `NotificationsPresenterKey` depends on flow-scoped `SessionKey` (NotificationsPresenterKey -> SessionKey)
import Rivet

final class Session: Sendable { let user = "ada" }

class BasePresenter {
    @Injected(\.session) var session
    init() {}
}

final class NotificationsPresenter: BasePresenter, @unchecked Sendable {
    let title = "Notifications"
}

struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct NotificationsPresenterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> NotificationsPresenter { NotificationsPresenter() }
}
extension InjectedValues {
    var session: Session { self[SessionKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        registry.register(NotificationsPresenterKey.self, .singleton)
    }
}

let factory = Factory(AppAssembly())
let signedIn = factory.beginFlow()
print(signedIn[NotificationsPresenterKey.self].session.user)
