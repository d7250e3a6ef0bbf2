import Foundation
import Rivet

/// Gets the app's factory ready for the first screen: builds its async components, the users store and the
/// remote configuration, at once, so that the launch waits for the slower of the two, not for both.
///
/// A remote configuration that cannot be loaded does not stop the app: it runs on
/// ``RemoteConfiguration/builtIn`` and logs why. A users store that cannot be opened does.
public struct AppLauncher: Sendable {
    private let factory: Factory

    /// - Parameter factory: The app's root factory.
    public init(factory: Factory) {
        self.factory = factory
    }

    /// Warms the factory up; from then on the users store and the remote configuration resolve
    /// synchronously, like any singleton.
    ///
    /// - Returns: How long it took, and why the remote configuration fell back, if it did.
    /// - Throws: The ``ComponentBuildError`` of a users store that could not be opened.
    public func launch() async throws -> LaunchReport {
        let start = ProcessInfo.processInfo.systemUptime
        var configurationFailure: ComponentBuildError?
        do {
            try await factory.warmUp()
        } catch let failure as ComponentBuildError where failure.failed(building: RemoteConfigurationKey.self) {
            // The failed warm-up let the store finish opening and kept it: the second builds only what is
            // missing. Only a launch that falls back pays for the override (a factory reads its registrations
            // under a lock from its first one).
            factory.logger.log(.warning, "\(failure) Running on the built-in configuration.")
            factory.override(RemoteConfigurationKey.self) { _ in .builtIn }
            configurationFailure = failure
            try await factory.warmUp()
        }
        return LaunchReport(
            warmUpTime: ProcessInfo.processInfo.systemUptime - start,
            configurationFailure: configurationFailure
        )
    }
}
