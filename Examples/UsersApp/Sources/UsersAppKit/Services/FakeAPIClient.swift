import Foundation

/// A backend that answers from memory, standing in for HTTP: three canned users and their passwords, and a
/// remote configuration that takes ``configurationLatency`` to arrive, as a request over a network would.
public final class FakeAPIClient: APIClient {
    private let baseURL: URL
    private let log: any Logger

    public init(baseURL: URL, log: any Logger) {
        self.baseURL = baseURL
        self.log = log
    }

    public static let users = [
        User(id: 1, username: "ada", name: "Ada Lovelace", email: "ada@example.com"),
        User(id: 2, username: "grace", name: "Grace Hopper", email: "grace@example.com"),
        User(id: 3, username: "margaret", name: "Margaret Hamilton", email: "margaret@example.com"),
    ]

    private static let passwords = ["ada": "lovelace", "grace": "hopper", "margaret": "hamilton"]

    public func signIn(_ credentials: Credentials) async throws -> User {
        log.log(.debug, "POST \(baseURL.absoluteString)/session (\(credentials.username))")
        let user = Self.users.first { $0.username == credentials.username }
        guard let user, Self.passwords[user.username] == credentials.password else {
            throw APIError.unauthorized
        }
        return user
    }

    public func fetchUsers() async throws -> [User] {
        log.log(.debug, "GET \(baseURL.absoluteString)/users")
        return Self.users
    }

    /// How long the remote configuration takes to arrive, in seconds.
    public static let configurationLatency: TimeInterval = 0.12

    public func fetchRemoteConfiguration() async throws -> RemoteConfiguration {
        log.log(.debug, "GET \(baseURL.absoluteString)/configuration")
        try await Task.sleep(nanoseconds: UInt64(Self.configurationLatency * 1_000_000_000))
        return RemoteConfiguration(offlineUsers: true, origin: .backend)
    }
}
