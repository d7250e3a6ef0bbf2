/// A person with an account on the backend.
public struct User: Identifiable, Equatable, Sendable {
    public let id: Int
    public let username: String
    public let name: String
    public let email: String

    public init(id: Int, username: String, name: String, email: String) {
        self.id = id
        self.username = username
        self.name = name
        self.email = email
    }
}

/// What the user types into the sign-in form.
public struct Credentials: Equatable, Sendable {
    public let username: String
    public let password: String

    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }
}
