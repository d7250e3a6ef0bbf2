import UsersAppKit

/// One user's details, printed.
@MainActor final class ConsoleUserDetailScreen: UserDetailScreen {
    func show(_ state: UserDetailState) {
        switch state {
        case .user(let user): print("[User] \(user.name) (@\(user.username)), \(user.email)")
        case .failed(let reason): print("[User] \(reason)")
        }
    }
}
