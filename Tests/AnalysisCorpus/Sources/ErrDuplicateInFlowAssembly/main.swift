// The onboarding flow's assembly registers its progress store twice (copied from another flow).
// rivet-expect: main.swift:17:27: warning: Rivet: `ProgressStoreKey` is registered twice in `OnboardingAssembly` (first on line 16); the later registration replaces the earlier one: remove one of them.
// rivet-expect: main.swift:23:1: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `onboarding[ProgressStoreKey.self]`: the receiver `onboarding` is a flow (`beginFlow`), whose resolutions the analysis does not follow (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
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
