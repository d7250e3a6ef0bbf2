import Foundation

/// Signs users in; the presenter's view of the backend's session endpoint.
public protocol AuthRepository: Sendable {
    func signIn(_ credentials: Credentials) async throws -> User
}

/// Signs in through the backend, ignoring case and surrounding spaces in the username.
public struct RemoteAuthRepository: AuthRepository {
    private let api: any APIClient

    public init(api: any APIClient) {
        self.api = api
    }

    public func signIn(_ credentials: Credentials) async throws -> User {
        let username = credentials.username.trimmingCharacters(in: .whitespaces).lowercased()
        return try await api.signIn(Credentials(username: username, password: credentials.password))
    }
}
