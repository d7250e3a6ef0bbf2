import Rivet

/// The users screen's view, as the controller drives it.
public protocol UsersView: AnyObject {
    func show(rows: [String])
    func show(error: String)
}

/// The C of MVC: moves users from the model to the view. Its repository comes from the current
/// factory through a key path, as `@Injected(\.usersRepository)` did in the hand-rolled version: the
/// app's root factory (`Factory.installRoot(Factory(UsersAssembly()))` at launch), or a test's.
public final class UsersController {
    @Injected(\.usersRepository) private var usersRepository
    private weak var view: (any UsersView)?

    public init(view: any UsersView) {
        self.view = view
    }

    public func viewDidLoad() async {
        do {
            let users = try await usersRepository.users()
            view?.show(rows: users.map(\.name))
        } catch {
            view?.show(error: "Could not load users.")
        }
    }
}

/// The view drawn on the console.
public final class ConsoleUsersView: UsersView {
    public init() {}

    public func show(rows: [String]) { rows.forEach { print("- \($0)") } }

    public func show(error: String) { print(error) }
}
