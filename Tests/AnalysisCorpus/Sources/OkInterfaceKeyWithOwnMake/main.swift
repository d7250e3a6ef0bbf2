// An interface key that writes its own make (a default that modules may replace): it needs no
// registration.
// rivet-expect: main.swift:14:17: note: Rivet: cannot attribute `@Injected(\.haptics)` to a factory or flow (an `@Injected(\.haptics)` property of `ButtonStyle`, a type built where no factory is known (no key's make or closure that the analysis reads builds it)), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
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
