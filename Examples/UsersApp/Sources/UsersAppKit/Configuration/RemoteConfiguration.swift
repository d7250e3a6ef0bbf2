import Rivet

/// Settings the backend decides at launch, so that a feature can be turned on or off without a release.
///
/// Loaded asynchronously while the users store opens (``AppLauncher``); once loaded it is read
/// synchronously, like any singleton. When it cannot be loaded the app runs on ``builtIn``.
public struct RemoteConfiguration: Sendable, Equatable {
    /// Where a configuration came from.
    public enum Origin: Sendable, Equatable, CustomStringConvertible {
        /// Loaded from the backend at launch.
        case backend
        /// The values shipped with the app, used when the backend's cannot be loaded.
        case builtIn

        public var description: String {
            switch self {
            case .backend: "from the backend"
            case .builtIn: "built in"
            }
        }
    }

    /// Whether the users list shows the users saved on the device when the backend cannot be reached.
    public let offlineUsers: Bool
    public let origin: Origin

    public init(offlineUsers: Bool, origin: Origin) {
        self.offlineUsers = offlineUsers
        self.origin = origin
    }

    /// What the app runs on when the backend's configuration cannot be loaded: every remote feature off.
    public static let builtIn = RemoteConfiguration(offlineUsers: false, origin: .builtIn)
}

/// The remote configuration, loaded from the backend. An async key: ``AppAssembly`` registers it with
/// `registerAsync`, and a warm-up (or an await) builds it before anything reads it.
public struct RemoteConfigurationKey: AsyncInjectionKey {
    public static func make(_ values: AsyncInjectedValues) async throws -> RemoteConfiguration {
        try await values.apiClient.fetchRemoteConfiguration()
    }
}

extension InjectedValues {
    /// The remote configuration; read it once a warm-up has loaded it.
    public var remoteConfiguration: RemoteConfiguration { self[RemoteConfigurationKey.self] }
}
