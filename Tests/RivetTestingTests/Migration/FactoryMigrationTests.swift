import Rivet
import RivetTesting
import Testing

// FromFactory.md: registrations, resolution, contexts, parameters and promised registrations, migrated.

@Suite struct FactoryMigrationTests {
    @Test func injectedProperty_resolvesFromTheCurrentFactory() async throws {
        let factory = Factory(AccountsAssembly())
        let model = factory.withCurrent { AccountsViewModel() }
        try await model.load()
        #expect(model.accounts == [Account(name: "Checking")])
    }

    @Test func resolution_throughTheAccessor_orTheKey() {
        let factory = Factory(AccountsAssembly())
        let loader = factory.accountsLoader as? LiveAccountsLoader
        #expect(loader?.network === factory[NetworkingKey.self])
    }

    @Test func previewAssembly_addedLast_replacesTheLiveLoader() async throws {
        let factory = Factory(AccountsAssembly(), PreviewAccountsAssembly())
        let model = factory.withCurrent { AccountsViewModel() }
        try await model.load()
        #expect(model.accounts == [Account(name: "Preview")])
    }

    @Test func launchArgument_choosesTheAssemblies() async throws {
        let mocked = makeAccountsFactory(launchArguments: ["-mockAccounts"])
        let live = makeAccountsFactory(launchArguments: [])
        #expect(try await mocked.accountsLoader.accounts() == [Account(name: "Preview")])
        #expect(try await live.accountsLoader.accounts() == [Account(name: "Checking")])
    }

    @Test func parameter_isPassedToTheFunctionTheKeyResolves() {
        let factory = Factory(AccountsAssembly())
        let details = factory[AccountDetailsKey.self]("Savings")
        #expect(details.accountName == "Savings")
        #expect(details.loader is LiveAccountsLoader)
    }

    @Test func interfaceKey_resolvesWhatTheImplementingModuleRegisters() {
        let factory = Factory(AccountsAssembly(), TransfersAssembly())
        #expect(factory[TransfersKey.self].send(5) == "sent 5")
    }

    @Test func interfaceKey_thatNothingRegisters_stopsTheProgram_namingTheKey() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Factory(AccountsAssembly())
            _ = factory[TransfersKey.self]
        }
        let missing = RivetError.missingRegistration(
            key: "TransfersKey", searched: ["Factory(AccountsAssembly)"], chain: ["TransfersKey"]
        )
        #expect(result?.rivetMessage == missing.description)
    }
}
