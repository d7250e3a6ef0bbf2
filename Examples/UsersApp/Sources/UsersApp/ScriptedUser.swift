import UsersAppKit

/// Plays the user in the demo session: what they submit on the sign-in screen and what they do on the
/// users list, in order. The console screens ask it where a real app would wait for a tap.
@MainActor final class ScriptedUser {
    private var credentials: [Credentials]
    private var actions: [UsersAction]

    init(credentials: [Credentials], actions: [UsersAction]) {
        self.credentials = credentials
        self.actions = actions
    }

    /// Ada mistypes her password, signs in, opens Grace's details, follows a link to them, follows `usersapp://me`
    /// to her own and a link no module handles, and signs out; Grace signs in, follows `usersapp://me` and quits.
    static func demo() -> ScriptedUser {
        ScriptedUser(
            credentials: [
                Credentials(username: "ada", password: "lovelance"),
                Credentials(username: "ada", password: "lovelace"),
                Credentials(username: "grace", password: "hopper"),
            ],
            actions: [
                .open(row: 1), .follow(link: "usersapp://users/2"), .follow(link: "usersapp://me"),
                .follow(link: "usersapp://settings"), .signOut,
                .follow(link: "usersapp://me"),
            ]
        )
    }

    func nextCredentials() -> Credentials? {
        credentials.isEmpty ? nil : credentials.removeFirst()
    }

    func nextAction() -> UsersAction? {
        actions.isEmpty ? nil : actions.removeFirst()
    }
}
