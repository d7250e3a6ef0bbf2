// The onboarding flow's assembly registers its progress store twice (copied from another flow).
// rivet-expect: main.swift:17:27: warning: Rivet: `ProgressStoreKey` is registered twice in `OnboardingAssembly` (first on line 16); the later registration replaces the earlier one: remove one of them.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: exit 0
import Rivet

final class ProgressStore: @unchecked Sendable { var step = 0 }
struct ProgressStoreKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ProgressStore { ProgressStore() }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}
struct OnboardingAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ProgressStoreKey.self, .flow)
        registry.register(ProgressStoreKey.self, .flow)
    }
}

let factory = Factory(AppAssembly())
let onboarding = factory.beginFlow(OnboardingAssembly())
onboarding[ProgressStoreKey.self].step += 1
precondition(onboarding[ProgressStoreKey.self].step == 1)
