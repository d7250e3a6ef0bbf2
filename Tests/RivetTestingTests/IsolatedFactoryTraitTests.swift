import Rivet
import RivetTestSupport
import RivetTesting
import Testing

/// An assembly that counts how many factories were built from it.
struct CountingAssembly: Assembly {
    let counter: Counter
    func assemble(into registry: inout Registry) {
        counter.increment()
    }
}

@Suite struct IsolatedFactoryTraitTests {
    @Test(.isolatedFactory(AppAssembly()))
    func trait_makesAFactoryBuiltFromTheAssembliesCurrent() {
        let factory = Factory.current
        #expect(factory.apiClient === factory.apiClient, "AppAssembly registers the API client as a singleton")
        #expect(UsersPresenter().logger === factory.logger)
    }

    @Test(.isolatedFactory(AppAssembly()))
    func singletons_areFreshInEachTest() {
        Factory.current.logger.log("first test")
        #expect(Factory.current.logger.messages == ["first test"])
    }

    @Test(.isolatedFactory(AppAssembly()))
    func singletons_areFreshInEachTest_again() {
        Factory.current.logger.log("second test")
        #expect(Factory.current.logger.messages == ["second test"])
    }

    @Test(.overriding(UsersRepositoryKey.self) { _ in MockUsersRepository(["closure"]) })
    func closureOverride_buildsTheKeyWithTheClosure() async throws {
        let names = try await UsersPresenter().userNames()
        #expect(names == ["closure"])
    }

    static let sharedRepository = MockUsersRepository(["value"])

    @Test(.overriding(UsersRepositoryKey.self, with: sharedRepository))
    func valueOverride_resolvesToThatVeryValue() {
        #expect(UsersPresenter().repository === Self.sharedRepository)
    }

    @Test(.isolatedFactory(AppAssembly()), .isolatedFactory(TestDoublesAssembly()))
    func assembliesOfSeveralTraits_buildOneFactory_theLaterAssemblyWinning() {
        let factory = Factory.current
        #expect(factory.usersRepository is MockUsersRepository, "TestDoublesAssembly, listed later, registers a mock")
        #expect(factory.apiClient === factory.apiClient, "AppAssembly's registrations still apply")
    }

    @Test(
        .overriding(UsersRepositoryKey.self, with: MockUsersRepository(["earlier"])),
        .overriding(UsersRepositoryKey.self, with: MockUsersRepository(["later"]))
    )
    func overridesOfSeveralTraits_applyInOrder_theLaterOverrideWinning() async throws {
        let names = try await UsersPresenter().userNames()
        #expect(names == ["later"])
    }

    static let assembled = Counter()

    @Test(.isolatedFactory(CountingAssembly(counter: assembled)), .overriding(ThingKey.self, with: Thing("x")), .strictFactory)
    func severalTraits_buildTheFactoryOnce() {
        #expect(Self.assembled.value == 1)
    }

    @Test(.isolatedFactory(AppAssembly()))
    @MainActor func mainActorTest_resolvesFromTheTestsFactory() {
        #expect(UsersPresenter().logger === Factory.current.logger)
    }

    @Test(.isolatedFactory(AppAssembly()), arguments: ["a", "b", "c"])
    func eachCaseOfAParameterizedTest_getsItsOwnFactory(label: String) {
        Factory.current.logger.log(label)
        #expect(Factory.current.logger.messages == [label])
    }
}
