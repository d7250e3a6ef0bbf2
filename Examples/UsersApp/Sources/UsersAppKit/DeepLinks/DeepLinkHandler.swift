/// Opens the links of one route: says where in the app a link leads. The module that owns the route
/// contributes its handler to ``DeepLinkRoutesKey``.
public protocol DeepLinkHandler: Sendable {
    /// Where `link` leads, or nil if this handler cannot open it (an unknown id, no one signed in).
    func route(for link: DeepLink) async -> UsersRoute?
}
