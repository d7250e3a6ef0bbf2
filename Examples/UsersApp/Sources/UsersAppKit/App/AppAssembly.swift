import Rivet

/// The components every flow shares: one logger, one backend client, one screen tracker, one session store
/// and one users store per app, and the remote configuration.
///
/// The users store and the remote configuration are async components: opening one and loading the other
/// take time, so ``AppLauncher`` warms the factory up before the first screen, building both at once.
///
/// The configuration comes from a second assembly, chosen per build (``DebugConfigurationAssembly``,
/// ``ReleaseConfigurationAssembly``); the screens from the one that draws them (the console's, or a test's).
public struct AppAssembly: Assembly, Sendable {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(LoggerKey.self, .singleton)
        registry.register(APIClientKey.self, .singleton)
        registry.register(ScreenTrackerKey.self, .singleton)
        registry.register(SessionStoreKey.self, .singleton)
        registry.registerAsync(UsersStoreKey.self, .singleton)
        registry.registerAsync(RemoteConfigurationKey.self, .singleton)
    }
}
