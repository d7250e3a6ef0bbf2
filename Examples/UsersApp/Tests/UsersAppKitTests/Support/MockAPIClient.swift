import UsersAppKit

/// A backend whose answers the test sets, recording the requests it gets.
actor MockAPIClient: APIClient {
    private var signInAnswers: [Result<User, APIError>]
    private let usersAnswer: Result<[User], APIError>
    private let configurationAnswer: Result<RemoteConfiguration, APIError>
    private(set) var signInRequests: [Credentials] = []
    private(set) var usersRequests = 0

    /// - Parameters:
    ///   - signIn: The answers to sign-in requests, in order; once they run out, `.unauthorized`.
    ///   - users: The answer to every users request.
    ///   - configuration: The answer to every remote configuration request.
    init(
        signIn: [Result<User, APIError>] = [],
        users: Result<[User], APIError> = .success([.ada, .grace]),
        configuration: Result<RemoteConfiguration, APIError> = .success(.offlineUsersOn)
    ) {
        self.signInAnswers = signIn
        self.usersAnswer = users
        self.configurationAnswer = configuration
    }

    func signIn(_ credentials: Credentials) async throws -> User {
        signInRequests.append(credentials)
        return try (signInAnswers.isEmpty ? .failure(.unauthorized) : signInAnswers.removeFirst()).get()
    }

    func fetchUsers() async throws -> [User] {
        usersRequests += 1
        return try usersAnswer.get()
    }

    func fetchRemoteConfiguration() async throws -> RemoteConfiguration {
        try configurationAnswer.get()
    }
}
