/// The users endpoint of a backend.
public protocol APIClient: AnyObject, Sendable {
    func fetchUserNames() async throws -> [String]
}

/// A backend that answers from memory, standing in for HTTP.
public final class FakeAPIClient: APIClient {
    private let log: any Logger
    public init(log: any Logger) { self.log = log }

    public func fetchUserNames() async throws -> [String] {
        log.log("GET /users")
        return ["Ada Lovelace", "Grace Hopper", "Margaret Hamilton"]
    }
}
