// A main-actor app state kept once (registerOnMainActor .singleton) reading other singletons, and a
// @MainActor-conformed key; all resolved on the main actor, including from a @MainActor function.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class Preferences: Sendable { let theme = "dark" }
@MainActor final class AppState {
    let preferences: Preferences
    var selectedTab = 0
    init(preferences: Preferences) { self.preferences = preferences }
}
@MainActor final class TabBarController {
    let state: AppState
    init(state: AppState) { self.state = state }
}
struct PreferencesKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Preferences { Preferences() }
}
struct AppStateKey: InterfaceKey { typealias Value = AppState }
@MainActor struct TabBarControllerKey: @MainActor InjectionKey {
    static func make(_ values: InjectedValues) -> TabBarController { TabBarController(state: values.appState) }
}
extension InjectedValues {
    var preferences: Preferences { self[PreferencesKey.self] }
    @MainActor var appState: AppState { self[AppStateKey.self] }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PreferencesKey.self, .singleton)
        registry.registerOnMainActor(AppStateKey.self, .singleton) { values in AppState(preferences: values.preferences) }
    }
}

@MainActor func selectTab(_ index: Int, in factory: Factory) {
    factory[TabBarControllerKey.self].state.selectedTab = index
}

let factory = Factory(AppAssembly())
selectTab(2, in: factory)
precondition(factory.appState.selectedTab == 2)
precondition(factory.appState.preferences === factory.preferences)
