// The app's assembly composes the networking module's (`NetworkAssembly().assemble(into: &registry)`)
// and registers the session .flow: the composed singleton client reads the flow-scoped session.
// rivet-expect: Network.swift:13:84: error: Rivet: singleton `HTTPClientKey` depends on flow-scoped `SessionKey` (HTTPClientKey -> SessionKey); make HTTPClientKey flow-scoped or resolve SessionKey lazily inside the flow.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: singleton `HTTPClientKey` depends on flow-scoped `SessionKey` (HTTPClientKey -> SessionKey)
import Rivet

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        NetworkAssembly().assemble(into: &registry)
        registry.register(SessionKey.self, .flow)
    }
}

let factory = Factory(AppAssembly())
let login = factory.beginFlow()
print(login.httpClient.session.token)
