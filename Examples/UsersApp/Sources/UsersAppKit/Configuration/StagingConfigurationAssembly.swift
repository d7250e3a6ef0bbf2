import Foundation
import Rivet

/// The configuration of a launch with `--staging` (`swift run users-app --staging`, or a scheme's launch
/// argument): the staging backend, informational messages and up. The app applies it with
/// `.when(.argument("--staging"))`, after the build's configuration, which it then overrides.
public struct StagingConfigurationAssembly: Assembly {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(AppConfigurationKey.self, .singleton) { _ in
            AppConfiguration(
                environmentName: "staging",
                baseURL: URL(string: "https://api.staging.example.com")!,
                logLevel: .info
            )
        }
    }
}
