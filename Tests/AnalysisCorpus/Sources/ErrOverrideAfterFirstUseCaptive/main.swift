// A settings screen swaps the app's singleton catalog for one that shows the signed-in user's picks, after the
// app has already used the factory (for its clock). The override keeps the singleton lifecycle and reads the flow's
// session: the catalog, never built before, is built by the override in the root factory, where no flow runs.
// rivet-expect-pending: main.swift:41:62: error: Rivet: singleton `CatalogKey` depends on flow-scoped `SessionKey` (CatalogKey -> SessionKey); make CatalogKey flow-scoped or resolve SessionKey lazily inside the flow.
// FINDING: a warning where the runtime always stops: an override made after the factory was first used is one
// that "may be in force" where the singleton is built, as the check does not follow that nothing resolved
// before it could have built the catalog.
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
