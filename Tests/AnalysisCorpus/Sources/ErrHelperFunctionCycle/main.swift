// A helper registers the player and the playlist, each built from the other.
// rivet-expect: main.swift:18:80: error: Rivet: dependency cycle: `PlayerKey` needs itself (PlayerKey -> PlaylistKey -> PlayerKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// runtime-expect: crash Rivet: dependency cycle: `PlayerKey` needs itself (PlayerKey -> PlaylistKey -> PlayerKey)
import Rivet

final class Player: Sendable {
    let playlist: Playlist
    init(playlist: Playlist) { self.playlist = playlist }
}
final class Playlist: Sendable {
    let player: Player
    init(player: Player) { self.player = player }
}
struct PlayerKey: InterfaceKey { typealias Value = Player }
struct PlaylistKey: InterfaceKey { typealias Value = Playlist }

func registerPlayback(_ registry: inout Registry) {
    registry.register(PlayerKey.self, .singleton) { values in Player(playlist: values[PlaylistKey.self]) }
    registry.register(PlaylistKey.self) { values in Playlist(player: values[PlayerKey.self]) }
}

struct MusicAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registerPlayback(&registry)
    }
}

let factory = Factory(MusicAssembly())
print(factory[PlayerKey.self])
