// An analytics assembly hooks the player to track playback; the app's factory registers the player, but
// the widget extension's factory is built from the analytics assembly alone: its hook has no registration
// to run on, and the runtime stops when that factory is built.
// rivet-expect: main.swift:22:27: error: Rivet: `PlayerKey` has a hook (onCreate or decorate) in Factory(AnalyticsAssembly), which does not register it, so the hook would never run; register it in the same assemblies: registry.register(PlayerKey.self, ...).
// runtime-expect: crash Rivet: `PlayerKey` has a hook (onCreate or decorate) in Factory(AnalyticsAssembly), which does not register it, so the hook would never run
import Rivet

final class Player: Sendable {
    func play() { print("playing") }
}
struct PlayerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Player { Player() }
}

struct MediaAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PlayerKey.self, .singleton)
    }
}
struct AnalyticsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.onCreate(PlayerKey.self) { _, _ in print("player created") }
    }
}

let app = Factory(MediaAssembly(), AnalyticsAssembly())
app[PlayerKey.self].play()
let widget = Factory(AnalyticsAssembly())
widget[PlayerKey.self].play()
