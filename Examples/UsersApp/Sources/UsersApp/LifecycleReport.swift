import Rivet
import UsersAppKit

/// Prints each flow as it begins and ends, checks on the running flows which components they share,
/// and sums the checks up. Every `true` or `false` it prints is computed on this run.
///
/// It keeps each users flow's repository, to compare it with the next flow's; everything else it holds
/// weakly, so that it can see what a finished flow released.
@MainActor final class LifecycleReport {
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
            print("── users flow ends; its scope released: \(runningScope == nil)")
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
    }
}
