import Rivet

/// The coordinator base class of the ApplicationCoordinator template: children are kept and started.
class BaseCoordinator {
    private(set) var children: [BaseCoordinator] = []
    func start() {}
    func addDependency(_ child: BaseCoordinator) {
        children.append(child)
        child.start()
    }
}

/// The app coordinator holds the root factory in a property and starts one child coordinator per flow,
/// each on a flow of its own.
final class AppCoordinator: BaseCoordinator {
    private let factory: Factory
    private let isAuthorized: Bool

    init(factory: Factory, isAuthorized: Bool) {
        self.factory = factory
        self.isAuthorized = isAuthorized
    }

    override func start() {
        if isAuthorized { runFeedFlow() } else { runLoginFlow() }
    }

    private func runLoginFlow() {
        let coordinator = LoginCoordinator(flow: factory.beginFlow(LoginAssembly()), api: factory.apiClient)
        addDependency(coordinator)
    }

    private func runFeedFlow() {
        addDependency(FeedCoordinator(flow: factory.beginFlow(FeedAssembly())))
    }
}

final class LoginCoordinator: BaseCoordinator {
    let flow: Factory
    let api: APIClient
    init(flow: Factory, api: APIClient) {
        self.flow = flow
        self.api = api
    }
    override func start() {
        flow.authSession.token = api.get("/token")
    }
}

final class FeedCoordinator: BaseCoordinator {
    let flow: Factory
    init(flow: Factory) { self.flow = flow }
    override func start() {
        flow.feedCache.items.append(flow.apiClient.get("/feed"))
    }
}
