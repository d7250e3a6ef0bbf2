import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// The testing guide's Swift Testing example (Documentation/Testing.md quotes it).

@Suite(.isolatedFactory(AppAssembly()))
struct UsersPresenterTests {
    @Test(.overriding(UsersRepositoryKey.self, with: MockUsersRepository(["Ada", "Grace"])))
    func presenter_withAMockRepository_showsTheMockUsers() async throws {
        let presenter = UsersPresenter()
        let names = try await presenter.userNames()
        #expect(names == ["Ada", "Grace"])
    }

    @Test func presenter_logsToTheTestsOwnLogger() async throws {
        let factory = Factory.current   // this test's factory
        factory.override(UsersRepositoryKey.self) { _ in MockUsersRepository() }
        let presenter = UsersPresenter()
        _ = try await presenter.userNames()
        #expect(factory.logger.messages == ["loading users"])   // a fresh singleton: no other test's messages
    }
}
