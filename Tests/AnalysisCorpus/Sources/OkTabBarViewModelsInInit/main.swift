// Launch installs the root, then a tab bar controller builds one view model per tab in its `init`;
// their `@Injected` services resolve at the root, and the compose tab's view model is built inside a
// flow begun from `Factory.current`, so its flow-scoped draft is the flow's.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

Factory.installRoot(Factory(AppAssembly()))
let tabBar = MainTabBarController()
precondition(tabBar.tabs.count == 3)
precondition(tabBar.home.items == ["hello"] && tabBar.search.suggestions == ["#swift"])
tabBar.compose.draft.text = "first post"
precondition(tabBar.composeFlow.composeDraft.text == "first post")
precondition(tabBar.compose.timeline === tabBar.home.timeline)
