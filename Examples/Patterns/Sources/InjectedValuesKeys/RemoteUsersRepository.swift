/// Users from the backend: one name a line in the body of `GET /users`.
public struct RemoteUsersRepository: UsersRepository {
    let network: any Network

    public init(network: any Network) { self.network = network }

    public func users() async throws -> [User] {
        let body = try await network.get("/users")
        return body.split(separator: "\n").map { User(String($0)) }
    }
}
