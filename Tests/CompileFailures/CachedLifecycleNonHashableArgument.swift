// expected-error: no exact matches in call to instance method 'register'
// A per-argument cache finds values by argument: a cached lifecycle needs a Hashable argument (a struct, not a tuple).
import Rivet

final class Player {}

struct PlayerKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ track: (album: Int, track: Int)) -> Player { Player() }
}

struct PlayerAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PlayerKey.self, .singleton)
    }
}
