/// A link into the app, `usersapp://<route>/<path>`: `usersapp://users/2`, `usersapp://me`.
public struct DeepLink: Equatable, Sendable, CustomStringConvertible {
    /// The first component, which says which module's handler opens the link: `users`, `me`.
    public let route: String
    /// The components after the route.
    public let path: [String]

    /// Reads a link; nil when it is not a `usersapp://` link with a route.
    public init?(_ url: String) {
        let scheme = "usersapp://"
        guard url.hasPrefix(scheme) else { return nil }
        let components = url.dropFirst(scheme.count).split(separator: "/").map(String.init)
        guard let route = components.first else { return nil }
        self.route = route
        self.path = Array(components.dropFirst())
    }

    public var description: String {
        "usersapp://" + ([route] + path).joined(separator: "/")
    }
}
