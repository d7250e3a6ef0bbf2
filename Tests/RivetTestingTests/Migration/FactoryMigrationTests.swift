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

    @Test func parameterFactory_becomesAParameterizedKey() {
        let factory = Factory(AccountsAssembly())
        let details = factory[AccountDetailsKey.self, "Savings"]
        #expect(details.accountName == "Savings")
        #expect(details.loader is LiveAccountsLoader)
        #expect(factory[AccountDetailsKey.self, "Savings"] !== details)   // unique, as Factory's default
    }

    @Test func scopeOnParametersCached_becomesASingletonPerArgument() {
        let factory = Factory(AccountsAssembly(), AccountDetailsCacheAssembly())
        let savings = factory[AccountDetailsKey.self, "Savings"]
        #expect(factory[AccountDetailsKey.self, "Savings"] === savings)
        #expect(factory[AccountDetailsKey.self, "Travel"] !== savings)   // one per account name
    }

    @Test func decorator_becomesOnCreate_runOncePerNewValue() {
        let factory = Factory(AccountsAssembly(), MonitoringAssembly())
        _ = factory.networking
        _ = factory.networking                        // Factory's decorator would run again here
        _ = factory.accountsLoader                    // and here, through the loader
        #expect(factory[NetworkMonitorKey.self].watched == 1)
    }

    @Test func decorate_wrapsTheValueCallersGet() {
        let factory = Factory(AccountsAssembly(), AccountsAuditAssembly())
        #expect(factory.accountsLoader is AuditedAccountsLoader)
    }

    @Test func keyPathListInPlaceOfTags_becomesAListKey() {
        let factory = Factory(AccountsAssembly(), CSVExportAssembly(), PDFExportAssembly())
        #expect(factory[AccountExportersKey.self].map(\.format) == ["csv", "pdf"])
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
