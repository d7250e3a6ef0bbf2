import UsersAppKit

/// The users list, printed; the scripted user picks from it.
@MainActor final class ConsoleUsersScreen: ConsoleScreen, UsersScreen {
    func show(_ state: UsersState) {
        switch state {
        case .list(let signedInAs, let names):
            let rows = names.enumerated().map { row, name in "\(row + 1). \(name)" }
            print("[Users, signed in as \(signedInAs)] \(rows.joined(separator: "  "))")
        case .failed(let reason):
            print("[Users] \(reason)")
        }
    }

    func nextAction() -> UsersAction? {
        let action = user.nextAction()
        switch action {
        case .open(let row): print("> open \(row + 1)")
        case .follow(let link): print("> follow \(link)")
        case .signOut: print("> sign out")
        case nil: print("> quit")
        }
        return action
    }
}
