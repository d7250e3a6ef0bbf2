/// Opens `usersapp://users/<id>`: the detail of the user with that id. The users flow contributes it for the
/// `users` route (``UsersAssembly``).
public struct UserLinkHandler: DeepLinkHandler {
    public init() {}

    public func route(for link: DeepLink) async -> UsersRoute? {
        guard link.path.count == 1, let id = User.ID(link.path[0]) else { return nil }
        return .userDetail(id)
    }
}
