import Rivet

/// Loads users and shows them: the P of MVP. Its repository is injected by the factory that builds it.
public final class UsersPresenter {
    @Injected(\.usersRepository) var repository
    @Injected(\.session) public var session
    private let screen: any UsersScreen

    public init(screen: any UsersScreen) {
        self.screen = screen
    }

    public func load() async {
        do {
            let users = try await repository.users()
            screen.show(title: "Users (\(users.count))", rows: users.map(\.name))
        } catch {
            screen.show(title: "Users", rows: ["could not load: \(error)"])
        }
    }
}
