import Rivet

/// Runs the login flow: the sign-in screen, until someone signs in or the user gives up.
@MainActor public final class LoginCoordinator: FlowCoordinator {
    /// Shows the sign-in screen.
    ///
    /// - Returns: The user who signed in, or nil if no one did.
    public func start() async -> User? {
        guard let flow else { return nil }
        return await flow.loginPresenter.start()
    }
}
