// The app registers the session .flow; the offline-mode assembly, later in the root, registers it as a
// singleton instead (one local session), so the root may resolve it, and a root singleton may read it.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class Session: Sendable { let user = "offline" }
final class SyncQueue: Sendable {
    let session: Session
    init(session: Session) { self.session = session }
}
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct SyncQueueKey: InjectionKey {
    static func make(_ values: InjectedValues) -> SyncQueue { SyncQueue(session: values[SessionKey.self]) }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        registry.register(SyncQueueKey.self, .singleton)
    }
}
struct OfflineAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .singleton)
    }
}

let factory = Factory(AppAssembly(), OfflineAssembly())
let session = factory[SessionKey.self]
precondition(factory[SyncQueueKey.self].session === session)
