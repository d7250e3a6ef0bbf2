import Foundation
import Rivet
import Testing
import UsersAppKit
@testable import users_app

/// The composition root picks the configuration from the launch: the build's, or staging with `--staging`.
/// (Swift Testing: XCTest on Linux cannot run a main-actor test method.)
@Suite @MainActor struct AppFactoryTests {
    @Test func launchWithStaging_talksToTheStagingBackend() {
        let factory = makeAppFactory(user: .demo(), launch: LaunchContext(arguments: ["users-app", "--staging"], isDebug: true))
        #expect(factory.appConfiguration.environmentName == "staging")
        #expect(factory.appConfiguration.baseURL.absoluteString == "https://api.staging.example.com")
    }

    @Test func plainLaunch_usesTheBuildsConfiguration() {
        let debug = makeAppFactory(user: .demo(), launch: LaunchContext(arguments: ["users-app"], isDebug: true))
        let release = makeAppFactory(user: .demo(), launch: LaunchContext(arguments: ["users-app"], isDebug: false))
        #expect(debug.appConfiguration.environmentName == "development")
        #expect(release.appConfiguration.environmentName == "production")
    }
}
