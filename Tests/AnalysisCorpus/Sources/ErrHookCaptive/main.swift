// The app's audio player is a singleton; a hook attaches each new player to the login session, which is
// flow-scoped: the hook runs inside the singleton's construction, so the player captures one flow's
// session, a captive dependency.
// rivet-expect: main.swift:24:77: error: Rivet: singleton `PlayerKey` depends on flow-scoped `SessionKey` (PlayerKey -> SessionKey); make PlayerKey flow-scoped or resolve SessionKey lazily inside the flow.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
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
