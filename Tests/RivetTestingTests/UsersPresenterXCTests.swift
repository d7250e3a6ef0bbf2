import Rivet
import RivetTestSupport
import RivetTesting
import XCTest

// The testing guide's XCTest example (Documentation/Testing.md quotes it).

final class UsersPresenterXCTests: RivetTestCase {
    override var assemblies: [any Assembly] { [AppAssembly()] }

    func test_presenter_withAMockRepository_showsTheMockUsers() async throws {
        factory.override(UsersRepositoryKey.self) { _ in MockUsersRepository(["Ada", "Grace"]) }
        let presenter = UsersPresenter()
        let names = try await presenter.userNames()
        XCTAssertEqual(names, ["Ada", "Grace"])
    }

    func test_presenter_logsToTheTestsOwnLogger() async throws {
        factory.override(UsersRepositoryKey.self, with: MockUsersRepository())
        let presenter = UsersPresenter()
        _ = try await presenter.userNames()
        XCTAssertEqual(factory.logger.messages, ["loading users"])   // a fresh singleton: no other test's messages
    }
}
