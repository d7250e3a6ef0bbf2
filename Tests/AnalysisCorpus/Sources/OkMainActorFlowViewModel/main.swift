// A flow's assembly registers its view model on the main actor, one per flow; a @MainActor coordinator
// begins the flow and resolves it on the main actor.
// rivet-expect: main.swift:48:14: note: Rivet: cannot attribute 3 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `onboarding.onboardingViewModel`: the receiver `onboarding` is a flow (`beginFlow`), whose resolutions the analysis does not follow (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: exit 0
import Rivet

final class OnboardingProgress: @unchecked Sendable { var step = 0 }

@MainActor final class OnboardingViewModel {
    let progress: OnboardingProgress
    init(progress: OnboardingProgress) { self.progress = progress }
    func next() { progress.step += 1 }
}

struct OnboardingProgressKey: InjectionKey {
    static func make(_ values: InjectedValues) -> OnboardingProgress { OnboardingProgress() }
}
struct OnboardingViewModelKey: InterfaceKey { typealias Value = OnboardingViewModel }
extension InjectedValues {
    var onboardingProgress: OnboardingProgress { self[OnboardingProgressKey.self] }
    @MainActor var onboardingViewModel: OnboardingViewModel { self[OnboardingViewModelKey.self] }
}

struct OnboardingAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(OnboardingProgressKey.self, .flow)
        registry.registerOnMainActor(OnboardingViewModelKey.self, .flow) { values in
            OnboardingViewModel(progress: values.onboardingProgress)
        }
    }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

@MainActor final class AppCoordinator {
    let factory = Factory(AppAssembly())
    func startOnboarding() -> Factory {
        let onboarding = factory.beginFlow(OnboardingAssembly())
        onboarding.onboardingViewModel.next()
        return onboarding
    }
}

let coordinator = AppCoordinator()
let onboarding = coordinator.startOnboarding()
precondition(onboarding.onboardingViewModel === onboarding.onboardingViewModel)
precondition(onboarding.onboardingProgress.step == 1)
