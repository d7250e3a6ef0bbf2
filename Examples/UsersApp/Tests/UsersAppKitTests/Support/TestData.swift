import UsersAppKit

extension User {
    static let ada = User(id: 1, username: "ada", name: "Ada Lovelace", email: "ada@example.test")
    static let grace = User(id: 2, username: "grace", name: "Grace Hopper", email: "grace@example.test")
}

extension Credentials {
    static let ada = Credentials(username: "ada", password: "secret")
    static let grace = Credentials(username: "grace", password: "secret")
}

extension RemoteConfiguration {
    static let offlineUsersOn = RemoteConfiguration(offlineUsers: true, origin: .backend)
    static let offlineUsersOff = RemoteConfiguration(offlineUsers: false, origin: .backend)
}
