import Rivet
import RivetTestSupport
import RivetTesting
import XCTest

/// The base class's promises. Test methods run one after another in one instance each, in an order XCTest
/// chooses: tests that check isolation come in symmetric pairs, so whichever runs second catches a leak.
final class RivetTestCaseTests: RivetTestCase {
    override var assemblies: [any Assembly] { [AppAssembly()] }

    /// The last test's factory, held weakly: it must be gone by the time the next test starts.
    nonisolated(unsafe) private static weak var previousFactory: Factory?
    private var factoryCurrentInSetUp: Factory?

    override func setUp() {
        super.setUp()
        factoryCurrentInSetUp = Factory.current
    }

    override func tearDown() {
        XCTAssertTrue(Factory.current === factory, "tearDown runs with the test's factory")
        factoryCurrentInSetUp = nil   // XCTest keeps test case instances alive: don't hold the factory
        super.tearDown()
    }

    func test_factory_isCurrentInTheTest_andInjectedResolvesFromIt() {
        XCTAssertTrue(Factory.current === factory)
        let presenter = UsersPresenter()
        XCTAssertTrue(presenter.logger === factory.logger)
    }

    func test_factory_isBuiltFromTheAssemblies() {
        XCTAssertTrue(factory.apiClient === factory.apiClient, "AppAssembly registers the API client as a singleton")
        XCTAssertTrue(factory.beginFlow().session !== factory.beginFlow().session, "each flow has its own session")
    }

    func test_setUp_runsWithTheTestsFactory() {
        XCTAssertTrue(factoryCurrentInSetUp === factory)
    }

    func test_previousTestsFactory_isReleasedWhenThatTestEnds() {
        XCTAssertNil(Self.previousFactory)
        Self.previousFactory = factory
    }

    func test_previousTestsFactory_isReleasedWhenThatTestEnds_again() {
        XCTAssertNil(Self.previousFactory)
        Self.previousFactory = factory
    }

    func test_singletons_areFreshInEachTest() {
        factory.logger.log("first test")
        XCTAssertEqual(factory.logger.messages, ["first test"])
    }

    func test_singletons_areFreshInEachTest_again() {
        factory.logger.log("second test")
        XCTAssertEqual(factory.logger.messages, ["second test"])
    }

    func test_override_isSeenByThisTestOnly() async throws {
        XCTAssertTrue(factory.usersRepository is RemoteUsersRepository, "no other test's override is visible")
        factory.override(UsersRepositoryKey.self) { _ in MockUsersRepository(["first"]) }
        let names = try await UsersPresenter().userNames()
        XCTAssertEqual(names, ["first"])
    }

    func test_override_isSeenByThisTestOnly_again() async throws {
        XCTAssertTrue(factory.usersRepository is RemoteUsersRepository, "no other test's override is visible")
        factory.override(UsersRepositoryKey.self, with: MockUsersRepository(["second"]))
        let names = try await UsersPresenter().userNames()
        XCTAssertEqual(names, ["second"])
    }

    func test_asyncTest_runsWithTheTestsFactory_andTheTasksItStartsInheritIt() async {
        let factory = factory
        XCTAssertTrue(Factory.current === factory)
        let fromTask = await Task { Factory.current }.value
        XCTAssertTrue(fromTask === factory)
        let fromGroup = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<4 { group.addTask { Factory.current === factory } }
            return await group.reduce(true) { $0 && $1 }
        }
        XCTAssertTrue(fromGroup)
    }

    func test_taskStartedFromASynchronousTest_inheritsTheTestsFactory() {
        let factory = factory
        let done = expectation(description: "task ran")
        let sawTheTestsFactory = Counter()
        Task {
            if Factory.current === factory { sawTheTestsFactory.increment() }
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(sawTheTestsFactory.value, 1)
    }

    func test_mainActorCode_resolvesFromTheTestsFactory() async {
        let factory = factory
        let sameLogger = await MainActor.run { UsersPresenter().logger === factory.logger }
        XCTAssertTrue(sameLogger)
    }
}
