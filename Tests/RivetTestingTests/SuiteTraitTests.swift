import Rivet
import RivetTestSupport
import RivetTesting
import Testing

@Suite(.isolatedFactory(AppAssembly()))
struct SuiteTraitTests {
    @Test func suiteTrait_givesTheTestAFactoryBuiltFromTheSuitesAssemblies() {
        let factory = Factory.current
        #expect(factory.apiClient === factory.apiClient, "AppAssembly registers the API client as a singleton")
        #expect(factory.usersRepository is RemoteUsersRepository, "no other test's override is visible")
    }

    @Test(.overriding(UsersRepositoryKey.self, with: MockUsersRepository(["test-level"])))
    func testLevelOverride_composesWithTheSuitesAssemblies() async throws {
        let factory = Factory.current
        let names = try await UsersPresenter().userNames()
        #expect(names == ["test-level"])
        #expect(factory.apiClient === factory.apiClient, "the suite's AppAssembly still applies")
    }

    @Test(.isolatedFactory(TestDoublesAssembly()))
    func testLevelAssembly_addsToTheSuitesAssemblies() {
        let factory = Factory.current
        #expect(factory.usersRepository is MockUsersRepository)
        #expect(factory.apiClient === factory.apiClient)
    }

    @Suite(.overriding(UsersRepositoryKey.self, with: MockUsersRepository(["nested suite"])))
    struct NestedSuite {
        @Test func nestedSuiteOverride_composesWithTheOuterSuitesAssemblies() async throws {
            let factory = Factory.current
            let names = try await UsersPresenter().userNames()
            #expect(names == ["nested suite"])
            #expect(factory.apiClient === factory.apiClient)
        }

        @Test(.overriding(UsersRepositoryKey.self, with: MockUsersRepository(["test"])))
        func testOverride_winsOverTheNestedSuitesOverride() async throws {
            let names = try await UsersPresenter().userNames()
            #expect(names == ["test"])
        }
    }
}
