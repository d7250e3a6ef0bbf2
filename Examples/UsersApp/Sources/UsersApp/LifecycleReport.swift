import Rivet
import UsersAppKit

/// Prints each flow as it begins and ends, checks on the running flows which components they share,
/// and sums the checks up. Every `true` or `false`, and every list, it prints is computed on this run.
///
/// It keeps each users flow's repository, to compare it with the next flow's; everything else it holds
/// weakly, so that it can see what a finished flow released.
@MainActor final class LifecycleReport {
    private let factory: Factory
    private var flowCount = 0
    private var firstAPIClient: (any APIClient)?
    private var firstSessionStore: SessionStore?
    private var firstUsersStore: (any UsersStore)?
    private var singletonsShared = true

    private weak var runningScope: Factory?
    private weak var loginAttempts: LoginAttempts?
    private var attemptsSharedWithinFlow = true
    private var attemptsReleased = true
    private var scopesReleased = true

    private var usersRepositories: [any UsersRepository] = []
    private var repositorySharedWithinFlow = true
    private var repositoryNewInEachFlow = true
    private var presenterNewOnEachResolution = true

    private var trackedBeforeFlow = 0
    private var trackedPerUsersFlow: [[String]] = []
    private var usersFlowRoutes: [String] = []

    /// - Parameter factory: The app's root factory.
    init(factory: Factory) {
        self.factory = factory
    }

    func record(_ event: FlowEvent) {
        switch event {
        case .began(let flow, let scope): began(flow, scope)
        case .ended(let flow): ended(flow)
        }
    }

    private func began(_ flow: AppFlow, _ scope: Factory) {
        print("── \(flow) flow begins")
        flowCount += 1
        runningScope = scope
        checkSingletons(in: scope)
        switch flow {
        case .login:
            loginAttempts = scope.loginAttempts
            attemptsSharedWithinFlow = attemptsSharedWithinFlow && loginAttempts === scope.loginAttempts
        case .users:
            checkUsersFlow(scope)
        }
    }

    private func ended(_ flow: AppFlow) {
        scopesReleased = scopesReleased && runningScope == nil
        switch flow {
        case .login:
            attemptsReleased = attemptsReleased && loginAttempts == nil
            print("── login flow ends; its scope and LoginAttempts released: \(runningScope == nil && loginAttempts == nil)")
        case .users:
            let tracked = Array(factory.screenTracker.screens.dropFirst(trackedBeforeFlow))
            trackedPerUsersFlow.append(tracked)
            print("── users flow ends; its scope released: \(runningScope == nil); "
                + "new detail presenters, each tracked once by onCreate: \(tracked.joined(separator: ", "))")
        }
    }

    private func checkSingletons(in scope: Factory) {
        let apiClient = scope.apiClient, sessionStore = scope.sessionStore, usersStore = scope.usersStore
        firstAPIClient = firstAPIClient ?? apiClient
        firstSessionStore = firstSessionStore ?? sessionStore
        firstUsersStore = firstUsersStore ?? usersStore
        singletonsShared = singletonsShared && apiClient === firstAPIClient && sessionStore === firstSessionStore
            && usersStore === firstUsersStore
    }

    private func checkUsersFlow(_ scope: Factory) {
        let repository = scope.usersRepository
        repositorySharedWithinFlow = repositorySharedWithinFlow && repository === scope.usersRepository
        repositoryNewInEachFlow = repositoryNewInEachFlow && !usersRepositories.contains { $0 === repository }
        usersRepositories.append(repository)
        presenterNewOnEachResolution = presenterNewOnEachResolution && scope.usersPresenter !== scope.usersPresenter
        trackedBeforeFlow = scope.screenTracker.screens.count
        usersFlowRoutes = scope.deepLinkDispatcher.knownRoutes
    }

    func printSummary() {
        print("Lifecycles, checked on the running flows:")
        print("  singleton  APIClient, SessionStore, UsersStore (async): the same in all \(flowCount) flows: \(singletonsShared)")
        print("  flow       LoginAttempts: the same within a login flow: \(attemptsSharedWithinFlow); "
            + "released when it ended: \(attemptsReleased)")
        print("  flow       UsersRepository: the same within a users flow: \(repositorySharedWithinFlow); "
            + "a new one in each of \(usersRepositories.count): \(repositoryNewInEachFlow)")
        print("  transient  UsersPresenter: a new one on every resolution: \(presenterNewOnEachResolution)")
        print("  scopes     every flow's scope released when its coordinator finished: \(scopesReleased)")
        print("Arguments, collections and hooks, as this run used them:")
        let perFlow = trackedPerUsersFlow.map { "[\($0.joined(separator: ", "))]" }.joined(separator: " then ")
        print("  flow per argument  UserDetailPresenter (a ParameterizedKey): one per user in each users flow; "
            + "new ones, tracked by onCreate: \(perFlow)")
        print("  dictionary         DeepLinkRoutesKey: \(factory.deepLinkDispatcher.knownRoutes) at the root (ProfileKit), "
            + "\(usersFlowRoutes) in a users flow (UsersAppKit adds its route)")
    }
}
