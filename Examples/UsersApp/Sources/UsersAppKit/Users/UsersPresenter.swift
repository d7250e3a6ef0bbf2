import Rivet

/// Where the users list sends the app next.
public enum UsersRoute: Equatable, Sendable {
    case userDetail(User.ID)
    case signedOut
    case quit
}

/// Shows who is signed in and the users, and turns what the user does into a route: the presenter of
/// the users list.
///
/// ``UsersPresenterKey`` builds it inside the users flow, so its repository is that flow's, and its deep-link
/// dispatcher sees the routes of the app and of the flow.
@MainActor public final class UsersPresenter {
    @Injected(\.usersRepository) private var repository
    @Injected(\.sessionStore) private var sessionStore
    @Injected(\.deepLinkDispatcher) private var deepLinks
    private let screen: any UsersScreen
    private var users: [User] = []

    public init(screen: any UsersScreen) {
        self.screen = screen
    }

    /// Shows the users, under the name of the user the login flow signed in.
    public func load() async {
        guard let user = await sessionStore.user else {
            screen.show(.failed(reason: "no one is signed in"))
            return
        }
        do {
            users = try await repository.users()
            screen.show(.list(signedInAs: user.name, names: users.map(\.name)))
        } catch {
            screen.show(.failed(reason: "\(error)"))
        }
    }

    /// Waits for the user's next action on the list. Signing out signs the user out of every flow; a link
    /// goes where its route's handler says, or shows why it cannot.
    ///
    /// - Returns: Where to go next; `.quit` when the user leaves.
    public func nextRoute() async -> UsersRoute {
        while let action = screen.nextAction() {
            switch action {
            case .open(let row) where users.indices.contains(row):
                return .userDetail(users[row].id)
            case .open:
                continue
            case .follow(let link):
                if let route = await deepLinks.route(for: link) { return route }
                screen.show(.failed(reason: "no screen for \(link)"))
            case .signOut:
                await sessionStore.signOut()
                return .signedOut
            }
        }
        return .quit
    }
}
