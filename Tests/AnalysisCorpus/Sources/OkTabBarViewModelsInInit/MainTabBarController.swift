import Rivet

/// Mastodon's MainTabBarController shape: every tab's view model is built in `init`. The compose tab
/// has state of its own, so it begins a flow from the current factory and builds its view model there.
final class MainTabBarController {
    let home: HomeTimelineViewModel
    let search: SearchViewModel
    let composeFlow: Factory
    let compose: ComposeViewModel
    private(set) var tabs: [String] = []

    init() {
        home = HomeTimelineViewModel()
        search = SearchViewModel()
        composeFlow = Factory.current.beginFlow(ComposeAssembly())
        compose = composeFlow.withCurrent { ComposeViewModel() }
        tabs = ["home", "search", "compose"]
    }
}
