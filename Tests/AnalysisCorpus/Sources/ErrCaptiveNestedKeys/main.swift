// Keys nested in their features: Player.QueueKey (singleton) reads Playback.SessionKey (flow).
// rivet-expect: main.swift:20:78: error: Rivet: singleton `QueueKey` depends on flow-scoped `SessionKey` (QueueKey -> SessionKey); make QueueKey flow-scoped or resolve SessionKey lazily inside the flow.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: singleton `QueueKey` depends on flow-scoped `SessionKey` (QueueKey -> SessionKey)
import Rivet

enum Playback {
    final class Session: Sendable { let track = "intro" }
    struct SessionKey: InjectionKey {
        static func make(_ values: InjectedValues) -> Session { Session() }
    }
}

enum Player {
    final class Queue: Sendable {
        let session: Playback.Session
        init(session: Playback.Session) { self.session = session }
    }
    struct QueueKey: InjectionKey {
        static func make(_ values: InjectedValues) -> Queue { Queue(session: values.playbackSession) }
    }
}

extension InjectedValues {
    var playbackSession: Playback.Session { self[Playback.SessionKey.self] }
    var playerQueue: Player.Queue { self[Player.QueueKey.self] }
}

struct MusicAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(Playback.SessionKey.self, .flow)
        registry.register(Player.QueueKey.self, .singleton)
    }
}

let music = Factory(MusicAssembly())
let listening = music.beginFlow()
print(listening.playerQueue.session.track)
