/// The backend's endpoints, as the repositories call them.
public protocol APIClient: AnyObject, Sendable {
    /// Signs in; throws ``APIError/unauthorized`` for a wrong username or password.
    ///
    /// - Returns: The user who signed in.
    func signIn(_ credentials: Credentials) async throws -> User
    /// All users.
    func fetchUsers() async throws -> [User]
    /// The settings the backend decides for this app (``RemoteConfiguration``), loaded once at launch.
    func fetchRemoteConfiguration() async throws -> RemoteConfiguration
}

/// Why a backend call failed.
public enum APIError: Error, Equatable, CustomStringConvertible {
    case unauthorized
    case unreachable

    public var description: String {
        switch self {
        case .unauthorized: "wrong username or password"
        case .unreachable: "the server cannot be reached"
        }
    }
}
