
/// A repository that returns the names it was given, in place of ``RemoteUsersRepository``.
public final class MockUsersRepository: UsersRepository {
    public let api: any APIClient = HTTPClient(log: RecordingLogger())
    public let names: [String]
    public init(_ names: [String] = ["mock"]) { self.names = names }
    public func users() async throws -> [User] { names.map(User.init(name:)) }
}
