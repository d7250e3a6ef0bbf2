import UsersAppKit

/// The sign-in screen, printed; the scripted user types into it.
@MainActor final class ConsoleLoginScreen: ConsoleScreen, LoginScreen {
    func show(_ state: LoginState) {
        switch state {
        case .form(let environment): print("[Sign in to \(environment)]")
        case .rejected(let reason, let attemptsLeft): print("[Sign in] \(reason); \(attemptsLeft) attempts left")
        case .lockedOut: print("[Sign in] too many attempts")
        case .signedIn(let name): print("[Sign in] welcome, \(name)")
        }
    }

    func nextCredentials() -> Credentials? {
        guard let credentials = user.nextCredentials() else {
            print("> (leaves)")
            return nil
        }
        print("> \(credentials.username) / \(String(repeating: "*", count: credentials.password.count))")
        return credentials
    }
}
