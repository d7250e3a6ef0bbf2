/// Who is signed in: written by the login flow, read by the users flow. One per app (a singleton), so
/// that every flow sees the same user.
public actor SessionStore {
    /// The signed-in user; nil when no one is signed in.
    public private(set) var user: User?

    public init() {}

    public func signIn(_ user: User) {
        self.user = user
    }

    public func signOut() {
        user = nil
    }
}
