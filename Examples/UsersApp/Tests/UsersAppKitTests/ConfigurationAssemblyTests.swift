import Foundation
import Rivet
import RivetTesting
import UsersAppKit
import XCTest

/// Each build's configuration assembly, and what the app's components take from it.
final class ConfigurationAssemblyTests: XCTestCase {
    func test_debugConfiguration_isTheDevelopmentBackend_loggingEverything() {
        withIsolatedFactory(AppAssembly(), DebugConfigurationAssembly()) { factory in
            XCTAssertEqual(factory.appConfiguration, AppConfiguration(
                environmentName: "development", baseURL: URL(string: "https://api.dev.example.com")!, logLevel: .debug
            ))
            XCTAssertEqual((factory.logger as? ConsoleLogger)?.minimumLevel, .debug)
        }
    }

    func test_releaseConfiguration_isTheProductionBackend_loggingWarningsAndErrors() {
        withIsolatedFactory(AppAssembly(), ReleaseConfigurationAssembly()) { factory in
            XCTAssertEqual(factory.appConfiguration, AppConfiguration(
                environmentName: "production", baseURL: URL(string: "https://api.example.com")!, logLevel: .warning
            ))
            XCTAssertEqual((factory.logger as? ConsoleLogger)?.minimumLevel, .warning)
        }
    }
}
