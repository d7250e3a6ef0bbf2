// Launch installs the root, then a tab bar controller builds one view model per tab in its `init`;
// their `@Injected` services resolve at the root, and the compose tab's view model is built inside a
// flow begun from `Factory.current`, so its flow-scoped draft is the flow's.
// rivet-expect: ViewModels.swift:12:17: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `@Injected(\.composeDraft)`: an `@Injected` property of `ComposeViewModel`, built at MainTabBarController.swift:16:45, where a flow may be current, whose reads the analysis does not judge yet (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// rivet-expect: main.swift:14:21: note: Rivet: cannot attribute `tabBar.composeFlow.composeDraft` to a factory or flow (the receiver `tabBar.composeFlow` may hold a flow (`beginFlow`), whose reads the analysis does not judge yet), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: exit 0
import Rivet

Factory.installRoot(Factory(AppAssembly()))
let tabBar = MainTabBarController()
precondition(tabBar.tabs.count == 3)
precondition(tabBar.home.items == ["hello"] && tabBar.search.suggestions == ["#swift"])
tabBar.compose.draft.text = "first post"
precondition(tabBar.composeFlow.composeDraft.text == "first post")
precondition(tabBar.compose.timeline === tabBar.home.timeline)
