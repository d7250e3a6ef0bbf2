import UsersAppKit

/// A sign-in screen that records what it is shown and submits the credentials it was given, in order.
@MainActor final class RecordingLoginScreen: LoginScreen {
    private(set) var states: [LoginState] = []
    private(set) var submissions: [Credentials]

    init(submitting submissions: [Credentials] = []) {
        self.submissions = submissions
    }

    func show(_ state: LoginState) { states.append(state) }
    func nextCredentials() -> Credentials? { submissions.isEmpty ? nil : submissions.removeFirst() }
}

/// A users list that records what it is shown and does the actions it was given, in order; then quits.
@MainActor final class RecordingUsersScreen: UsersScreen {
    private(set) var states: [UsersState] = []
    private var actions: [UsersAction]

    init(doing actions: [UsersAction] = []) {
        self.actions = actions
    }

    func show(_ state: UsersState) { states.append(state) }
    func nextAction() -> UsersAction? { actions.isEmpty ? nil : actions.removeFirst() }
}

/// A detail screen that records what it is shown.
@MainActor final class RecordingUserDetailScreen: UserDetailScreen {
    private(set) var states: [UserDetailState] = []

    func show(_ state: UserDetailState) { states.append(state) }
}
