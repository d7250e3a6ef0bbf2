// Keys nested in feature namespaces (Login.CoordinatorKey, Session.StoreKey) that build each other.
// rivet-expect: Login.swift:11:34: error: Rivet: dependency cycle: `CoordinatorKey` needs itself (CoordinatorKey -> StoreKey -> CoordinatorKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: dependency cycle: `StoreKey` needs itself (StoreKey -> CoordinatorKey -> StoreKey)
import Rivet

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(Session.StoreKey.self, .singleton)
        registry.register(Login.CoordinatorKey.self)
    }
}

let app = Factory(AppAssembly())
let login = app.beginFlow()
print(login[Login.CoordinatorKey.self])
