import Rivet

/// The app's deep-link handlers by route. No module lists them all: each one contributes the handler of its
/// own routes (`registry.contribute(DeepLinkRoutesKey.self, at: "users") { ... }`), the users flow here and
/// ProfileKit at the root, and ``DeepLinkDispatcher`` finds them by route.
///
/// Two modules claiming one route stop the program when the routes are resolved, naming both.
public struct DeepLinkRoutesKey: DictionaryKey {
    public typealias EntryKey = String
    public typealias Element = any DeepLinkHandler
}

/// The dispatcher over the routes of the scope that resolves it: the users flow's see its own `users` route.
public struct DeepLinkDispatcherKey: InjectionKey {
    public static func make(_ values: InjectedValues) -> DeepLinkDispatcher {
        DeepLinkDispatcher(routes: values.deepLinkRoutes)
    }
}

extension InjectedValues {
    public var deepLinkRoutes: [String: any DeepLinkHandler] { self[DeepLinkRoutesKey.self] }
    public var deepLinkDispatcher: DeepLinkDispatcher { self[DeepLinkDispatcherKey.self] }
}
