// The flow-only trap: the session is registered .flow only in the login flow's assembly
// (`factory.beginFlow(SessionAssembly())`), but a root singleton, the profile cache, resolves it. In the
// root the key is not registered, so its live default builds a throwaway session as a transient: no
// error at run time, but the cache never sees the flow's session. The checker will warn.
// rivet-expect: main.swift:22:88: warning: Rivet: singleton `ProfileCacheKey` gets `SessionKey` from its own make, as a new transient (ProfileCacheKey -> SessionKey), not a flow's: only the flow assembly `SessionAssembly` registers SessionKey, and singletons are built in the root factory; register SessionKey .flow in the root's assemblies to make this an error, or resolve it inside the flow (// rivet: ignore flow-only-key keeps it as it is).
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: exit 0
import Rivet

final class Session: Sendable {
    let user: String
    init(user: String) { self.user = user }
}
final class ProfileCache: Sendable {
    let session: Session
    init(session: Session) { self.session = session }
}
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session(user: "guest") }
}
struct ProfileCacheKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ProfileCache { ProfileCache(session: values.session) }
}
extension InjectedValues {
    var session: Session { self[SessionKey.self] }
    var profileCache: ProfileCache { self[ProfileCacheKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ProfileCacheKey.self, .singleton)
    }
}

struct SessionAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow) { _ in Session(user: "ada") }
    }
}

let factory = Factory(AppAssembly())
let login = factory.beginFlow(SessionAssembly())
print(login.session.user, login.profileCache.session.user)   // "ada guest": the trap
