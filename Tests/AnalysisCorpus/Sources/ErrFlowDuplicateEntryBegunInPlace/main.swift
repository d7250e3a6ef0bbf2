// A preview builds the app's factory and begins the onboarding flow from it in place; the onboarding's
// assembly contributes its own "home" screen, which clashes with the app's: the runtime rejects it when the
// flow resolves the screens.
// rivet-expect: main.swift:24:29: error: Rivet: `ScreensKey` has two contributions for the entry "home" (AppAssembly (ErrFlowDuplicateEntryBegunInPlace/main.swift:18) and OnboardingAssembly (ErrFlowDuplicateEntryBegunInPlace/main.swift:24)); contribute each entry once: to replace one, override the key it is contributed with.
// runtime-expect: crash Rivet: `ScreensKey` has two contributions for the entry "home" (AppAssembly (ErrFlowDuplicateEntryBegunInPlace/main.swift:18) and OnboardingAssembly (ErrFlowDuplicateEntryBegunInPlace/main.swift:24))
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
    }
}

func previewOnboarding() {
    let onboarding = Factory(AppAssembly()).beginFlow(OnboardingAssembly())
    print(onboarding.screens.keys.sorted())
}

previewOnboarding()
