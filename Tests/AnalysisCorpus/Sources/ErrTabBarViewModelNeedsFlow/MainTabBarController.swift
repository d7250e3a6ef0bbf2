import Rivet

/// The tab bar controller is given a factory and builds one view model per tab in `init`, with that
/// factory current. The notifications tab needs the signed-in account, which only a flow has.
final class MainTabBarController {
    let home: HomeTimelineViewModel
    let notifications: NotificationsViewModel

    init(factory: Factory) {
        home = factory.withCurrent { HomeTimelineViewModel() }
        notifications = factory.withCurrent { NotificationsViewModel() }
    }
}

final class SceneCoordinator {
    private let factory: Factory
    private(set) var tabBar: MainTabBarController?
    init(factory: Factory) { self.factory = factory }

    /// The mistake: the tab bar is given the root factory, not the account's flow
    /// (`factory.beginFlow()` begun at sign-in).
    func showMainTabs() {
        tabBar = MainTabBarController(factory: factory)
    }
}
