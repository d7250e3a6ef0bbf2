/// Where the users flow's presenters get users from.
public protocol UsersRepository: AnyObject, Sendable {
    func users() async throws -> [User]
    func user(id: User.ID) async throws -> User
}

/// Why a user could not be found.
public enum UsersRepositoryError: Error, Equatable, CustomStringConvertible {
    case unknownUser(User.ID)

    public var description: String {
        switch self {
        case .unknownUser(let id): "no user has id \(id)"
        }
    }
}

/// Users from the backend, fetched once and kept: the list and the detail screens of one users flow
/// share one repository (it is flow-scoped), so opening a user makes no second request.
public actor CachingUsersRepository: UsersRepository {
    private let api: any APIClient
    private var cached: [User]?

    public init(api: any APIClient) {
        self.api = api
    }

    public func users() async throws -> [User] {
        if let cached { return cached }
        let users = try await api.fetchUsers()
        cached = users
        return users
    }

    public func user(id: User.ID) async throws -> User {
        guard let user = try await users().first(where: { $0.id == id }) else {
            throw UsersRepositoryError.unknownUser(id)
        }
        return user
    }
}
