import Rivet
import RivetTestSupport
import RivetTesting
import Testing

/// A suite's initialiser runs for each test, inside that test's scope: the Swift Testing `setUp`.
@Suite(.isolatedFactory(AppAssembly()))
struct SuiteInitTests {
    let factory: Factory
    let presenter: UsersPresenter

    init() {
        factory = Factory.current
        presenter = UsersPresenter()
    }

    @Test func suiteInit_runsWithTheTestsFactory() {
        #expect(factory === Factory.current)
        #expect(presenter.logger === Factory.current.logger)
    }
}
