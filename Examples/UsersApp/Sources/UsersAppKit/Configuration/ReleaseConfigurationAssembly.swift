import Foundation
import Rivet

/// The configuration of release builds: the production backend, warnings and errors only.
public struct ReleaseConfigurationAssembly: Assembly, Sendable {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(AppConfigurationKey.self, .singleton) { _ in
            AppConfiguration(
                environmentName: "production",
                baseURL: URL(string: "https://api.example.com")!,
                logLevel: .warning
            )
        }
    }
}
