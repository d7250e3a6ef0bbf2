/// The app's connection to its backend.
public protocol Network: Sendable {
    func get(_ path: String) async throws -> String
}

/// A backend that answers from memory, standing in for HTTP in this example.
public struct FakeNetwork: Network {
    public init() {}

    public func get(_ path: String) async throws -> String {
        "Ada Lovelace\nGrace Hopper"
    }
}
