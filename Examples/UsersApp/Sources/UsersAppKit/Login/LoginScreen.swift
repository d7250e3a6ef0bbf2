/// What the sign-in screen shows.
public enum LoginState: Equatable, Sendable {
    /// The empty form, naming the backend the user signs in to.
    case form(environment: String)
    /// The backend turned the credentials down.
    case rejected(reason: String, attemptsLeft: Int)
    /// No attempts left in this login flow.
    case lockedOut
    case signedIn(name: String)
}

/// The sign-in screen, as its presenter drives it.
@MainActor public protocol LoginScreen: AnyObject {
    func show(_ state: LoginState)
    /// What the user submits next; nil when they leave the screen.
    func nextCredentials() -> Credentials?
}
