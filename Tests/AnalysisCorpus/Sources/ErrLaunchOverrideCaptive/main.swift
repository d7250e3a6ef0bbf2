// The store's demo build, launched as UI tests do: the app always overrides its singleton catalog service
// with a demo catalog that reads the signed-in flow's session. The override keeps the singleton
// lifecycle: a captive dependency, made unconditionally (ErrDemoModeOverrideCaptive makes it under a flag).
// rivet-expect: main.swift:33:75: error: Rivet: singleton `CatalogServiceKey` depends on flow-scoped `SessionKey` (CatalogServiceKey -> SessionKey); make CatalogServiceKey flow-scoped or resolve SessionKey lazily inside the flow.
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

let factory = Factory(AppAssembly())
factory.override(CatalogServiceKey.self) { values in DemoCatalog(session: values.session) }
let signedIn = factory.beginFlow()
print(signedIn.catalogService.title())
