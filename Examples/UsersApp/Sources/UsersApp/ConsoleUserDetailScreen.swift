import UsersAppKit

/// One user's details, printed. The screen is built with its presenter, one per user in a users flow: a
/// user reopened in the same flow is shown again by the same screen, which says so.
@MainActor final class ConsoleUserDetailScreen: UserDetailScreen {
    private var shown = 0

    func show(_ state: UserDetailState) {
        shown += 1
        let again = shown > 1 ? " (the flow's presenter for this user, shown again)" : ""
        switch state {
        case .user(let user): print("[User] \(user.name) (@\(user.username)), \(user.email)\(again)")
        case .failed(let reason): print("[User] \(reason)\(again)")
        }
    }
}
