import Rivet
import RivetTesting
import XCTest

// FromFactory.md, "Tests": `XCContainerTestCase`, or `push()` in setUp and `pop()` in tearDown, become a
// RivetTestCase: each test method runs with a fresh factory.

final class FactoryMigrationXCTests: RivetTestCase {
    override var assemblies: [any Assembly] { [AccountsAssembly()] }

    func test_load_withAMockLoader_showsItsAccounts() async throws {
        factory.override(AccountsLoaderKey.self, with: MockAccountsLoader(["Savings", "Travel"]))
        let model = AccountsViewModel()
        try await model.load()
        XCTAssertEqual(model.accounts.map(\.name), ["Savings", "Travel"])
    }
}
