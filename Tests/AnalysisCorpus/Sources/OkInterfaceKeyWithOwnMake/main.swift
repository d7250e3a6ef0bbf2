// An interface key that writes its own make (a default that modules may replace): it needs no
// registration.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

protocol HapticsEngine: Sendable { func tap() -> String }
struct NoHaptics: HapticsEngine { func tap() -> String { "none" } }

struct HapticsKey: InterfaceKey {
    static func make(_ values: InjectedValues) -> any HapticsEngine { NoHaptics() }
}
final class ButtonStyle {
    @Injected(\.haptics) var haptics
}
extension InjectedValues {
    var haptics: any HapticsEngine { self[HapticsKey.self] }
}
struct WatchAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

let factory = Factory(WatchAssembly())
precondition(factory.withCurrent { ButtonStyle() }.haptics.tap() == "none")
