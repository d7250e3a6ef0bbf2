import Rivet

/// Shows one user: the presenter of the detail screen. Built inside the users flow, it reads from the
/// same repository as the list, and so from its cache.
@MainActor public final class UserDetailPresenter {
    @Injected(\.usersRepository) private var repository
    private let screen: any UserDetailScreen

    public init(screen: any UserDetailScreen) {
        self.screen = screen
    }

    public func show(userID: User.ID) async {
        do {
            screen.show(.user(try await repository.user(id: userID)))
        } catch {
            screen.show(.failed(reason: "\(error)"))
        }
    }
}
