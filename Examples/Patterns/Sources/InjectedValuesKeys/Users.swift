/// A user, as the app's model layer knows it.
public struct User: Equatable, Sendable {
    public let name: String

    public init(_ name: String) { self.name = name }
}

/// Where the controller gets users from: the write-up's `AnyUsersRepository`. Injected as a protocol,
/// so that a test can hand in a mock.
public protocol UsersRepository: Sendable {
    func users() async throws -> [User]
}
