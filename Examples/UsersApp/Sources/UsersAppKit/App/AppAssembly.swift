import Rivet

/// The components every flow shares: one logger, one backend client and one session store per app.
///
/// The configuration comes from a second assembly, chosen per build (``DebugConfigurationAssembly``,
/// ``ReleaseConfigurationAssembly``); the screens from the one that draws them (the console's, or a test's).
public struct AppAssembly: Assembly {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(LoggerKey.self, .singleton)
        registry.register(APIClientKey.self, .singleton)
        registry.register(SessionStoreKey.self, .singleton)
    }
}
