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
///
/// Each list the backend sends is saved in the users store; when the backend cannot be reached and the
/// remote configuration turns `offlineUsers` on, the list saved last is shown instead.
public actor CachingUsersRepository: UsersRepository {
    private let api: any APIClient
    private let store: any UsersStore
    private let offlineUsers: Bool
    private let log: any Logger
    private var cached: [User]?

    /// - Parameters:
    ///   - api: The backend.
    ///   - store: Where fetched users are saved, and read back offline.
    ///   - offlineUsers: Whether to show the saved users when the backend fails (``RemoteConfiguration``).
    ///   - log: Where the repository says that it shows saved users.
    public init(api: any APIClient, store: any UsersStore, offlineUsers: Bool, log: any Logger) {
        self.api = api
        self.store = store
        self.offlineUsers = offlineUsers
        self.log = log
    }

    public func users() async throws -> [User] {
        if let cached { return cached }
        let users: [User]
        do {
            users = try await api.fetchUsers()
            await store.save(users)
        } catch {
            let saved = offlineUsers ? await store.savedUsers() : []
            guard !saved.isEmpty else { throw error }
            log.log(.warning, "\(error): showing the users saved on the device (\(saved.count))")
            users = saved
        }
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
