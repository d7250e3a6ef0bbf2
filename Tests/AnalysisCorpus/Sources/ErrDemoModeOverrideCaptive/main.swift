// The store's demo build: at launch, when demo mode is on (it is, here), the app overrides its singleton
// catalog service with a demo catalog that reads the signed-in flow's session. The override keeps the
// singleton lifecycle: a captive dependency, made only under the demo-mode condition.
// rivet-expect: main.swift:39:79: error: Rivet: singleton `CatalogServiceKey` depends on flow-scoped `SessionKey` (CatalogServiceKey -> SessionKey); make CatalogServiceKey flow-scoped or resolve SessionKey lazily inside the flow. This happens only when `configuration.isDemoMode` is true.
// runtime-expect: crash Rivet: singleton `CatalogServiceKey` depends on flow-scoped `SessionKey` (CatalogServiceKey -> SessionKey)
import Rivet

final class Session: Sendable { let user = "demo" }
protocol CatalogService: Sendable { func title() -> String }
struct LiveCatalog: CatalogService { func title() -> String { "Catalog" } }
struct DemoCatalog: CatalogService {
    let session: Session
    func title() -> String { "Demo catalog for \(session.user)" }
}
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct CatalogServiceKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any CatalogService { LiveCatalog() }
}
extension InjectedValues {
    var session: Session { self[SessionKey.self] }
    var catalogService: any CatalogService { self[CatalogServiceKey.self] }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        registry.register(CatalogServiceKey.self, .singleton)
    }
}

struct AppConfiguration {
    let isDemoMode: Bool
}

let configuration = AppConfiguration(isDemoMode: true)
let factory = Factory(AppAssembly())
if configuration.isDemoMode {
    factory.override(CatalogServiceKey.self) { values in DemoCatalog(session: values.session) }
}
let signedIn = factory.beginFlow()
print(signedIn.catalogService.title())
