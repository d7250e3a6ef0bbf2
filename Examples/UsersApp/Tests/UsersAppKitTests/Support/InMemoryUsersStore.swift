import UsersAppKit

/// A users store built synchronously: a test overrides the async `UsersStoreKey` with it and needs no
/// warm-up. Records what the repository saves.
actor InMemoryUsersStore: UsersStore {
    private var users: [User]
    private(set) var saves: [[User]] = []

    init(saved users: [User] = []) {
        self.users = users
    }

    func savedUsers() -> [User] {
        users
    }

    func save(_ users: [User]) {
        self.users = users
        saves.append(users)
    }
}
