import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// FromSwinject.md, "Tests" and "Side by side": mocks through RivetTesting, and a bridge from the Swinject
// container while the migration is under way.

extension SwinjectMigration {
    final class SilentLogger: Logger {}

    @Suite(.isolatedFactory(AppAssembly()))
    struct TestingTests {
        @Test(.overriding(LoggerKey.self, with: SilentLogger()))
        func presenter_getsTheTestsLogger_allTheWayDown() {
            let presenter = Factory.current[PresenterKey.self]
            #expect(presenter.logger is SilentLogger)
            #expect(presenter.repository.api.logger is SilentLogger)
        }

        @Test func eachTest_getsItsOwnSingletons() {
            let first = withIsolatedFactory(AppAssembly()) { $0[LoggerKey.self] }
            let second = withIsolatedFactory(AppAssembly()) { $0[LoggerKey.self] }
            #expect(first !== second)
        }
    }

    /// While the migration is under way: a Rivet key whose live value still comes from the Swinject container.
    struct SwinjectBridgeAssembly: Assembly {
        let legacyAPIClient: @Sendable () -> any APIClient
        func assemble(into registry: inout Registry) {
            registry.register(APIClientKey.self, .singleton) { _ in legacyAPIClient() }
        }
    }

    @Suite struct BridgeTests {
        @Test func bridgedKey_resolvesTheLegacyInstance_once() {
            let legacy = HTTPAPIClient(logger: ConsoleLogger())
            let asked = Counter()
            let bridge = SwinjectBridgeAssembly { asked.increment(); return legacy }
            let factory = Factory(AppAssembly(), bridge)
            #expect(factory[PresenterKey.self].repository.api === legacy)
            #expect(factory[APIClientKey.self] === legacy)
            #expect(asked.value == 1)
        }
    }
}
