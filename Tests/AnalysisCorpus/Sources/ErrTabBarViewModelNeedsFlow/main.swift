// A scene coordinator holds the root factory and gives it to the tab bar controller, which builds its
// tabs' view models in `init` inside `factory.withCurrent { }`; the notifications view model's
// `@Injected` account session is flow-scoped, and no flow runs there.
// rivet-expect: MainTabBarController.swift:11:47: error: Rivet: flow-scoped `AccountSessionKey` resolved with no flow running (NotificationsViewModel -> AccountSessionKey); resolve it from a flow: let flow = factory.beginFlow(...); flow[AccountSessionKey.self].
// runtime-expect: crash Rivet: flow-scoped `AccountSessionKey` resolved with no flow running
import Rivet

let coordinator = SceneCoordinator(factory: Factory(AppAssembly()))
coordinator.showMainTabs()
print(coordinator.tabBar?.notifications.load() ?? [])
