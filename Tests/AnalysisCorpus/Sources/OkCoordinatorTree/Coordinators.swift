import Rivet

/// A tab bar coordinator owning a child coordinator per tab; each child begins its own flow.
final class TabBarCoordinator {
    let factory: Factory
    private(set) var children: [TabCoordinator] = []
    init(factory: Factory) { self.factory = factory }

    func start() {
        children = [
            TabCoordinator(flow: factory.beginFlow(FeedAssembly())),
            TabCoordinator(flow: factory.beginFlow(ProfileAssembly())),
        ]
    }
}

final class TabCoordinator {
    let flow: Factory
    let screen: Screen
    init(flow: Factory) {
        self.flow = flow
        screen = flow[ScreenKey.self]
    }
}
