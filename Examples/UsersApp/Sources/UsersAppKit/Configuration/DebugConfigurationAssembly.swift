import Foundation
import Rivet

/// The configuration of debug builds: the development backend, every log message.
public struct DebugConfigurationAssembly: Assembly, Sendable {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(AppConfigurationKey.self, .singleton) { _ in
            AppConfiguration(
                environmentName: "development",
                baseURL: URL(string: "https://api.dev.example.com")!,
                logLevel: .debug
            )
        }
    }
}
