import Rivet

/// What ``AppLauncher`` did before the first screen: the console prints it, tests check it.
public struct LaunchReport: Sendable {
    /// How long the warm-up took, in seconds: both async components were built in this time.
    public let warmUpTime: Double
    /// Why the remote configuration could not be loaded, when the app runs on the built-in one instead;
    /// nil when it was loaded.
    public let configurationFailure: ComponentBuildError?

    public init(warmUpTime: Double, configurationFailure: ComponentBuildError?) {
        self.warmUpTime = warmUpTime
        self.configurationFailure = configurationFailure
    }
}
