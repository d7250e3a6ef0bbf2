import Rivet
import RivetTesting
import Testing
import UsersAppKit

/// The app's assemblies in RivetTesting's Swift Testing trait. A trait holds what it is given for every test it
/// applies to, so it takes `any Assembly & Sendable`: AppAssembly and the configuration assemblies are public, and
/// a public struct is `Sendable` only when it says so (`public struct AppAssembly: Assembly, Sendable`).
@Suite(.isolatedFactory(AppAssembly(), DebugConfigurationAssembly()))
struct ConfigurationTraitTests {
    @Test func debugConfiguration_fromTheSuitesTrait_isTheDevelopmentBackend() {
        let factory = Factory.current
        #expect(factory.appConfiguration.environmentName == "development")
        #expect(factory.appConfiguration.logLevel == .debug)
    }

    @Test(.isolatedFactory(ReleaseConfigurationAssembly()))
    func releaseConfiguration_addedByTheTest_overridesTheSuitesDebugOne() {
        #expect(Factory.current.appConfiguration.environmentName == "production")
    }
}
