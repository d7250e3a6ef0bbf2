import Rivet
import RivetTestSupport
import RivetTesting
import XCTest

/// A test case that cannot subclass RivetTestCase isolates every test by wrapping `invokeTest`.
final class InvokeTestWrappingXCTests: XCTestCase {
    override func invokeTest() {
        withIsolatedFactory(AppAssembly()) { _ in super.invokeTest() }
    }

    func test_wrappedTest_resolvesFromAFactoryBuiltFromTheAssemblies() {
        let factory = Factory.current
        XCTAssertTrue(factory.apiClient === factory.apiClient, "AppAssembly registers the API client as a singleton")
        XCTAssertTrue(UsersPresenter().logger === factory.logger)
    }

    func test_wrappedTests_getFreshSingletons() {
        Factory.current.logger.log("first test")
        XCTAssertEqual(Factory.current.logger.messages, ["first test"])
    }

    func test_wrappedTests_getFreshSingletons_again() {
        Factory.current.logger.log("second test")
        XCTAssertEqual(Factory.current.logger.messages, ["second test"])
    }
}

/// Or one test, or part of one, runs inside the function.
final class WithIsolatedFactoryXCTests: XCTestCase {
    func test_function_makesItsFactoryCurrentInsideTheBody_only() {
        let factory = withIsolatedFactory(AppAssembly()) { factory in
            XCTAssertTrue(Factory.current === factory)
            XCTAssertTrue(UsersPresenter().logger === factory.logger)
            return factory
        }
        withIsolatedFactory { other in XCTAssertTrue(Factory.current === other && other !== factory) }
    }

    func test_asyncFunction_withAMockRepository_showsTheMockUsers() async throws {
        try await withIsolatedFactory(AppAssembly()) { factory in
            factory.override(UsersRepositoryKey.self) { _ in MockUsersRepository() }
            let presenter = UsersPresenter()
            let names = try await presenter.userNames()
            XCTAssertEqual(names, ["mock"])
        }
    }
}
