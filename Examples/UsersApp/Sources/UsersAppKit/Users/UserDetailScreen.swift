/// What the user detail screen shows.
public enum UserDetailState: Equatable, Sendable {
    case user(User)
    case failed(reason: String)
}

/// One user's details, as the presenter drives them.
@MainActor public protocol UserDetailScreen: AnyObject {
    func show(_ state: UserDetailState)
}
