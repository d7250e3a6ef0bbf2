/// What the users list shows.
public enum UsersState: Equatable, Sendable {
    case list(signedInAs: String, names: [String])
    case failed(reason: String)
}

/// What the user does on the users list.
public enum UsersAction: Equatable, Sendable {
    /// Opens the user in that row (numbered from 0).
    case open(row: Int)
    /// Follows a deep link, `usersapp://users/2`, as a tap on a notification would.
    case follow(link: String)
    case signOut
}

/// The users list, as its presenter drives it.
@MainActor public protocol UsersScreen: AnyObject {
    func show(_ state: UsersState)
    /// What the user does next; nil when they leave the app.
    func nextAction() -> UsersAction?
}
