// The app's audio player is a singleton; a hook attaches each new player to the login session, which is
// flow-scoped: the hook runs inside the singleton's construction, so the player captures one flow's
// session, a captive dependency.
// rivet-expect: main.swift:24:77: error: Rivet: singleton `PlayerKey` depends on flow-scoped `SessionKey` (PlayerKey -> SessionKey); make PlayerKey flow-scoped or resolve SessionKey lazily inside the flow.
// rivet-expect: main.swift:30:1: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `login[PlayerKey.self]`: the receiver `login` is a flow (`beginFlow`), whose resolutions the analysis does not follow (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: crash Rivet: singleton `PlayerKey` depends on flow-scoped `SessionKey` (PlayerKey -> SessionKey)
import Rivet

final class Session: Sendable { let user = "ada" }
final class Player: Sendable {
    func attach(_ session: Session) { print("attached to", session.user) }
}
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct PlayerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Player { Player() }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        registry.register(PlayerKey.self, .singleton)
        registry.onCreate(PlayerKey.self) { values, player in player.attach(values[SessionKey.self]) }
    }
}

let factory = Factory(AppAssembly())
let login = factory.beginFlow()
login[PlayerKey.self].attach(login[SessionKey.self])
