import Rivet

/// Runs the users flow: the list, and each user the user opens from it or from a deep link.
@MainActor public final class UsersCoordinator: FlowCoordinator {
    /// Shows the list and the users opened from it.
    ///
    /// - Returns: How the user left: `.signedOut` or `.quit`.
    public func start() async -> UsersRoute {
        guard let flow else { return .quit }
        let list = flow.usersPresenter
        await list.load()
        while true {
            let route = await list.nextRoute()
            guard case .userDetail(let id) = route else { return route }
            await flow[UserDetailPresenterKey.self, id].show()
        }
    }
}
