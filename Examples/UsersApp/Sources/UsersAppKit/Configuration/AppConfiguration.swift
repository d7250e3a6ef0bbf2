import Foundation
import Rivet

/// The settings that differ between builds: which backend the app talks to and how much it logs.
public struct AppConfiguration: Sendable, Equatable {
    /// The backend environment, as shown to the user: `development`, `production`.
    public let environmentName: String
    /// Where the backend's endpoints live.
    public let baseURL: URL
    /// The least severe message the logger prints.
    public let logLevel: LogLevel

    public init(environmentName: String, baseURL: URL, logLevel: LogLevel) {
        self.environmentName = environmentName
        self.baseURL = baseURL
        self.logLevel = logLevel
    }
}

/// The build's configuration. It has no default on purpose: a configuration assembly registers it, and
/// the build plugin reports a program in which no assembly does.
public struct AppConfigurationKey: InterfaceKey {
    public typealias Value = AppConfiguration
}

extension InjectedValues {
    public var appConfiguration: AppConfiguration { self[AppConfigurationKey.self] }
}
