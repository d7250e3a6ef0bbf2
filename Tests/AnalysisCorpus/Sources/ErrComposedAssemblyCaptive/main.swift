// The app's assembly composes the networking module's (`NetworkAssembly().assemble(into: &registry)`)
// and registers the session .flow: the composed singleton client reads the flow-scoped session.
// rivet-expect: Network.swift:13:84: error: Rivet: singleton `HTTPClientKey` depends on flow-scoped `SessionKey` (HTTPClientKey -> SessionKey); make HTTPClientKey flow-scoped or resolve SessionKey lazily inside the flow.
// rivet-expect: main.swift:17:7: note: Rivet: cannot attribute `login.httpClient` to a factory or flow (the receiver `login` is a flow (`beginFlow`), whose resolutions the analysis does not follow), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
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
