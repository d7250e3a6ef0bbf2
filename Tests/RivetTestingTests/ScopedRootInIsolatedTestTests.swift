import Rivet
import RivetTestSupport
import RivetTesting
import Testing

/// A scoped root inside a RivetTesting test: the scope's factory is current inside it, the test's again after,
/// and neither sees the other's overrides.
@Suite struct ScopedRootInIsolatedTestTests {
    @Test(.isolatedFactory(AppAssembly()), .overriding(ThingKey.self) { _ in Thing("test") })
    func scopeInsideAnIsolatedTest_hasItsOwnFactory_andTheTestsIsCurrentAgainAfter() async {
        let test = Factory.current
        let testLogger = test.logger
        await Factory.withScopedRoot(AppAssembly()) { scope in
            scope.override(ThingKey.self) { _ in Thing("scope") }
            #expect(Factory.current === scope)
            #expect(ThingHolder().thing.label == "scope")
            #expect(await Task { UsersPresenter().logger }.value === scope.logger)
            #expect(scope.logger !== testLogger)
        }
        #expect(Factory.current === test)
        #expect(ThingHolder().thing.label == "test")
        #expect(UsersPresenter().logger === testLogger)
    }

    @Test func scopeInsideWithIsolatedFactory_isCurrentInside_only() {
        withIsolatedFactory(AppAssembly()) { test in
            let scope = Factory.withScopedRoot(AppAssembly()) { scope in
                #expect(UsersPresenter().logger === scope.logger)
                return scope
            }
            #expect(scope !== test)
            #expect(UsersPresenter().logger === test.logger)
        }
    }
}
