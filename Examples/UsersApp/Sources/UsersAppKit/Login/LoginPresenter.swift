import Rivet

/// Signs the user in: the presenter of the sign-in screen.
///
/// ``LoginPresenterKey`` builds it inside the login flow, so its `@Injected` properties resolve there:
/// that flow's ``LoginAttempts``, and the app's singletons (session store, configuration, logger).
@MainActor public final class LoginPresenter {
    @Injected(\.authRepository) private var auth
    @Injected(\.loginAttempts) private var attempts
    @Injected(\.sessionStore) private var sessionStore
    @Injected(\.appConfiguration) private var configuration
    @Injected(\.logger) private var logger
    private let screen: any LoginScreen

    public init(screen: any LoginScreen) {
        self.screen = screen
    }

    /// Shows the form and tries what the user submits until someone signs in, the user leaves, or the
    /// flow's attempts run out.
    ///
    /// - Returns: The user who signed in, or nil if no one did.
    public func start() async -> User? {
        screen.show(.form(environment: configuration.environmentName))
        while !attempts.isLockedOut, let credentials = screen.nextCredentials() {
            if let user = await signIn(credentials) { return user }
        }
        return nil
    }

    /// Tries one set of credentials; if the backend accepts them, stores the user for the other flows.
    ///
    /// - Returns: The user who signed in, or nil if the backend turned the credentials down.
    public func signIn(_ credentials: Credentials) async -> User? {
        do {
            let user = try await auth.signIn(credentials)
            await sessionStore.signIn(user)
            screen.show(.signedIn(name: user.name))
            return user
        } catch {
            attempts.recordFailure()
            logger.log(.warning, "sign-in failed for \(credentials.username): \(error)")
            screen.show(attempts.isLockedOut ? .lockedOut : .rejected(reason: "\(error)", attemptsLeft: attempts.remaining))
            return nil
        }
    }
}
