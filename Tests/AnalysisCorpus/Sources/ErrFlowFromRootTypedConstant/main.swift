// `let factory: Factory = Factory(...)`, then the onboarding progress (flow-scoped) read from it.
// rivet-expect: main.swift:20:7: error: Rivet: flow-scoped `OnboardingProgressKey` resolved with no flow running (OnboardingProgressKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[OnboardingProgressKey.self].
// runtime-expect: crash Rivet: flow-scoped `OnboardingProgressKey` resolved with no flow running (OnboardingProgressKey)
import Rivet

final class OnboardingProgress: Sendable { let step = 1 }
struct OnboardingProgressKey: InjectionKey {
    static func make(_ values: InjectedValues) -> OnboardingProgress { OnboardingProgress() }
}
extension InjectedValues {
    var onboardingProgress: OnboardingProgress { self[OnboardingProgressKey.self] }
}
struct OnboardingAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(OnboardingProgressKey.self, .flow)
    }
}

let factory: Factory = Factory(OnboardingAssembly())
print(factory.onboardingProgress.step)
