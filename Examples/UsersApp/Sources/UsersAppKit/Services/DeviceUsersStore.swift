import Foundation

/// A store in a file on the device, simulated in memory: opening it takes ``openingTime``, as reading a
/// file and checking its contents would, which is why it is an async component built at launch.
public actor DeviceUsersStore: UsersStore {
    /// The file's name on the device.
    public nonisolated let path: String
    private let log: any Logger
    private var users: [User]

    /// How long opening the store takes, in seconds.
    public static let openingTime: TimeInterval = 0.08

    private init(path: String, users: [User], log: any Logger) {
        self.path = path
        self.users = users
        self.log = log
    }

    /// Opens the store at `path`: empty, as on the app's first launch.
    ///
    /// - Returns: The open store.
    /// - Throws: `CancellationError` if the launch was cancelled while the store opened.
    public static func open(path: String, log: any Logger) async throws -> DeviceUsersStore {
        try await Task.sleep(nanoseconds: UInt64(openingTime * 1_000_000_000))
        log.log(.info, "opened \(path): no users saved yet")
        return DeviceUsersStore(path: path, users: [], log: log)
    }

    public func savedUsers() -> [User] {
        users
    }

    public func save(_ users: [User]) {
        self.users = users
        log.log(.debug, "saved \(users.count) users to \(path)")
    }
}
