/// The users saved on the device: the users repository writes each list the backend sends, and reads it
/// back when the backend cannot be reached. One per app, opened asynchronously at launch.
public protocol UsersStore: AnyObject, Sendable {
    /// The users saved last; empty before anything was saved.
    func savedUsers() async -> [User]
    /// Replaces the saved users.
    func save(_ users: [User]) async
}
