// A flow's assembly registers its view model on the main actor, one per flow; a @MainActor coordinator
// begins the flow and resolves it on the main actor.
// rivet-expect: none
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
