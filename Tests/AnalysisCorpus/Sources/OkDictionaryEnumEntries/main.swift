// Feature screens keyed by an enum of routes: distinct entries, which the analysis does not compare (it
// compares string and integer literals only) and says so in a note on each; a flow begun from a
// parameter adds its own route, which it cannot compare with its parents' either.
// rivet-expect: main.swift:24:29: note: Rivet: cannot follow the entry key `.home` (only string and integer literals are compared), so this contribution to `ScreensKey` was not checked for duplicate entries (// rivet: ignore unchecked silences this).
// rivet-expect: main.swift:25:29: note: Rivet: cannot follow the entry key `Route.settings` (only string and integer literals are compared), so this contribution to `ScreensKey` was not checked for duplicate entries (// rivet: ignore unchecked silences this).
// rivet-expect: main.swift:36:12: note: Rivet: cannot follow which factory `beginFlow(OnboardingAssembly())` is begun from (only a constant of the same file, `let app = Factory(…)`, or a factory made in place, `Factory(…).beginFlow(…)`, is followed), so its contributions to `TitlesKey` were not checked for entries its parents contribute too (// rivet: ignore unchecked silences this).
// rivet-expect: main.swift:41:38: note: Rivet: cannot attribute `onboarding(from: factory)[TitlesKey.self]` to a factory or flow (`onboarding(from: factory)` may be a flow whose scopes the analysis does not follow up to a root factory and read whole, or whose warm-up it cannot order with the read), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: exit 0
import Rivet

enum Route: Hashable, Sendable { case home, settings, onboarding }
struct Screen: Sendable { let title: String }
struct ScreensKey: DictionaryKey {
    typealias EntryKey = Route
    typealias Element = Screen
}
struct TitlesKey: DictionaryKey {
    typealias EntryKey = String
    typealias Element = String
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(ScreensKey.self, at: .home) { _ in Screen(title: "Home") }
        registry.contribute(ScreensKey.self, at: Route.settings) { _ in Screen(title: "Settings") }
        registry.contribute(TitlesKey.self, at: "home") { _ in "Home" }
    }
}
struct OnboardingAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(TitlesKey.self, at: "onboarding") { _ in "Welcome" }
    }
}

func onboarding(from parent: Factory) -> Factory {
    parent.beginFlow(OnboardingAssembly())
}

let factory = Factory(AppAssembly())
precondition(factory[ScreensKey.self].count == 2)
precondition(onboarding(from: factory)[TitlesKey.self].count == 2)
