// Onboarding screens by route: the app contributes "home" and "settings", and the onboarding coordinator
// begins the onboarding flow from the factory it keeps in a stored property. The onboarding's assembly
// contributes its own "home" screen, which clashes with the app's: the runtime rejects it when the flow
// resolves the screens.
// rivet-expect: main.swift:29:29: error: Rivet: `ScreensKey` has two contributions for the entry "home" (AppAssembly (ErrDuplicateEntryFlowFromStoredFactory/main.swift:23) and OnboardingAssembly (ErrDuplicateEntryFlowFromStoredFactory/main.swift:29)); contribute each entry once: to replace one, override the key it is contributed with.
// Before this check followed it: a note where the runtime always stops: the onboarding flow is begun from the coordinator's stored
// property (`factory.beginFlow(OnboardingAssembly())`, `factory` assigned from the initializer's argument);
// the check cannot follow which factory it is begun from, so its duplicate "home" entry is not reported
// (ErrFlowDuplicateEntryBegunInPlace, begun from `Factory(…)` in place, is).
// runtime-expect: crash Rivet: `ScreensKey` has two contributions for the entry "home" (AppAssembly (ErrDuplicateEntryFlowFromStoredFactory/main.swift:23) and OnboardingAssembly (ErrDuplicateEntryFlowFromStoredFactory/main.swift:29))
import Rivet

struct Screen: Sendable { let title: String }
struct ScreensKey: DictionaryKey {
    typealias EntryKey = String
    typealias Element = Screen
}
extension InjectedValues {
    var screens: [String: Screen] { self[ScreensKey.self] }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(ScreensKey.self, at: "home") { _ in Screen(title: "Home") }
        registry.contribute(ScreensKey.self, at: "settings") { _ in Screen(title: "Settings") }
    }
}
struct OnboardingAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(ScreensKey.self, at: "home") { _ in Screen(title: "Welcome") }
        registry.contribute(ScreensKey.self, at: "permissions") { _ in Screen(title: "Permissions") }
    }
}

final class OnboardingCoordinator {
    private let factory: Factory
    init(factory: Factory) { self.factory = factory }

    func start() -> [String] {
        let onboarding = factory.beginFlow(OnboardingAssembly())
        return onboarding.screens.values.map(\.title).sorted()
    }
}

let coordinator = OnboardingCoordinator(factory: Factory(AppAssembly()))
print(coordinator.start())
