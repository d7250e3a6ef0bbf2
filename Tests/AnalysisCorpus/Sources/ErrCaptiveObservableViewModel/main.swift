// The dashboard (singleton) builds an @Observable model whose @ObservationIgnored @Injected property reads
// the session, which is flow-scoped: @ObservationIgnored keeps it an injection, and so a captive dependency.
// rivet-expect: main.swift:29:80: error: Rivet: singleton `DashboardKey` depends on flow-scoped `SessionKey` (DashboardKey -> SessionKey); make DashboardKey flow-scoped or resolve SessionKey lazily inside the flow.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: singleton `DashboardKey` depends on flow-scoped `SessionKey` (DashboardKey -> SessionKey)
import Observation
import Rivet

final class Session: Sendable { let user = "ada" }

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class DashboardModel {
    @ObservationIgnored @Injected(\.session) var session
    var title = "Dashboard"
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class Dashboard: @unchecked Sendable {
    let model: DashboardModel
    init(model: DashboardModel) { self.model = model }
}

struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct DashboardKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Dashboard { Dashboard(model: DashboardModel()) }
}
extension InjectedValues {
    var session: Session { self[SessionKey.self] }
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    var dashboard: Dashboard { self[DashboardKey.self] }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        registry.register(DashboardKey.self, .singleton)
    }
}

if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
    let factory = Factory(AppAssembly())
    let signedIn = factory.beginFlow()
    print(signedIn.dashboard.model.title)
}
