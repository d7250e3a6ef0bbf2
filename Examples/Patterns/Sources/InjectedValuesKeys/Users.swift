/// A user, as the app's model layer knows it.
public struct User: Equatable, Sendable {
    public let name: String

    public init(name: String) { self.name = name }
}

/// Where the controller gets users from. Injected as a protocol, so a test can hand in a mock.
public protocol UsersRepository: Sendable {
    func users() async throws -> [User]
}

/// Users from the backend: one name a line in the body of `GET /users`.
public struct RemoteUsersRepository: UsersRepository {
    let network: any Network

    public init(network: any Network) { self.network = network }

    public func users() async throws -> [User] {
        try await network.get("/users").split(separator: "\n").map { User(name: String($0)) }
    }
}
