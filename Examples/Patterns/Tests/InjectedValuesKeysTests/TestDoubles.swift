import InjectedValuesKeys

/// A repository that answers what the test says and counts the calls.
actor MockUsersRepository: UsersRepository {
    private let answer: Result<[User], any Error>
    private(set) var calls = 0

    init(_ answer: Result<[User], any Error>) { self.answer = answer }

    func users() throws -> [User] {
        calls += 1
        return try answer.get()
    }
}

/// A backend whose `/users` body the test chooses.
struct StubNetwork: Network {
    let body: String

    func get(_ path: String) async throws -> String { path == "/users" ? body : "" }
}

struct Offline: Error {}

/// Records what the controller shows.
final class RecordingUsersView: UsersView {
    private(set) var rows: [String] = []
    private(set) var error: String?

    func show(rows: [String]) { self.rows = rows }

    func show(error: String) { self.error = error }
}
