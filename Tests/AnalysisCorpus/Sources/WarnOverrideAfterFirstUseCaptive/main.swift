// A settings screen swaps the app's singleton catalog for one that shows the signed-in user's picks, after the
// app has already used the factory. The override keeps the singleton lifecycle and reads the flow's session: when
// the catalog is next built in the root factory, no flow runs there. Whether it is built after the override is
// a matter of order the analysis does not settle, so it warns where the override reads the session.
// rivet-expect: main.swift:39:62: warning: Rivet: singleton `CatalogKey` depends on flow-scoped `SessionKey` (CatalogKey -> SessionKey); make CatalogKey flow-scoped or resolve SessionKey lazily inside the flow. The read is in an override of `CatalogKey` that may be in force when it is built, which may not run; when it runs, it stops the program (// rivet: ignore captive-dependency keeps it).
// runtime-expect: crash Rivet: singleton `CatalogKey` depends on flow-scoped `SessionKey` (CatalogKey -> SessionKey)
import Rivet

final class Session: Sendable { let user = "ada" }
final class Catalog: Sendable {
    let owner: String
    init(owner: String) { self.owner = owner }
}
final class Clock: Sendable {}
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct CatalogKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Catalog { Catalog(owner: "everyone") }
}
struct ClockKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Clock { Clock() }
}
extension InjectedValues {
    var session: Session { self[SessionKey.self] }
    var catalog: Catalog { self[CatalogKey.self] }
    var clock: Clock { self[ClockKey.self] }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        registry.register(CatalogKey.self, .singleton)
        registry.register(ClockKey.self, .singleton)
    }
}

let factory = Factory(AppAssembly())
print("started at \(ObjectIdentifier(factory.clock))")
factory.override(CatalogKey.self) { values in Catalog(owner: values.session.user) }
let signedIn = factory.beginFlow()
print(signedIn.catalog.owner)
