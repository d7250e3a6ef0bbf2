import Rivet
import RivetTesting
import Testing

// FromFactory.md, "Tests": the `.container` trait and `register { mock }` become RivetTesting's traits and
// overrides, on a factory of the test's own.

@Suite(.isolatedFactory(AccountsAssembly()))
struct FactoryTestingMigrationTests {
    @Test(.overriding(AccountsLoaderKey.self, with: MockAccountsLoader([])))
    func noAccounts_showsAnEmptyList() async throws {
        let model = AccountsViewModel()
        try await model.load()
        #expect(model.accounts.isEmpty)
    }

    @Test func overrideMadeInTheTest_isSeenByTheViewModel() async throws {
        Factory.current.override(AccountsLoaderKey.self) { _ in MockAccountsLoader(["Savings"]) }
        let model = AccountsViewModel()
        try await model.load()
        #expect(model.accounts == [Account(name: "Savings")])
    }
}
