import Rivet

/// Shows one user: the presenter of the detail screen, for the user id it was built with.
///
/// ``UserDetailPresenterKey`` builds it inside the users flow, so it reads from the same repository as the
/// list, and so from its cache. The flow keeps one per user: reopening a user finds the same presenter.
@MainActor public final class UserDetailPresenter {
    /// The user it shows.
    public let userID: User.ID
    @Injected(\.usersRepository) private var repository
    private let screen: any UserDetailScreen

    public init(userID: User.ID, screen: any UserDetailScreen) {
        self.userID = userID
        self.screen = screen
    }

    public func show() async {
        do {
            screen.show(.user(try await repository.user(id: userID)))
        } catch {
            screen.show(.failed(reason: "\(error)"))
        }
    }
}
