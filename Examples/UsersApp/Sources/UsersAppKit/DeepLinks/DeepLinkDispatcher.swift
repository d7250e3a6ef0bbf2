/// Sends a link to the handler of its route, among those the modules contributed.
public struct DeepLinkDispatcher: Sendable {
    private let routes: [String: any DeepLinkHandler]

    /// - Parameter routes: The handlers by route (``DeepLinkRoutesKey``).
    public init(routes: [String: any DeepLinkHandler]) {
        self.routes = routes
    }

    /// The routes it can open, sorted.
    public var knownRoutes: [String] { routes.keys.sorted() }

    /// Where `url` leads.
    ///
    /// - Returns: The handler's route; nil for a link that is not the app's, whose route no module handles,
    ///   or that its handler cannot open.
    public func route(for url: String) async -> UsersRoute? {
        guard let link = DeepLink(url), let handler = routes[link.route] else { return nil }
        return await handler.route(for: link)
    }
}
