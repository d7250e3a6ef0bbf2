/// A user as the screens see it.
public struct User: Equatable, Sendable {
    public let name: String
    public init(name: String) { self.name = name }
}

/// Where presenters get users from.
public protocol UsersRepository: Sendable {
    func users() async throws -> [User]
}

/// Users from the backend.
public struct RemoteUsersRepository: UsersRepository {
    let api: any APIClient
    public init(api: any APIClient) { self.api = api }

    public func users() async throws -> [User] {
        try await api.fetchUserNames().map(User.init(name:))
    }
}
