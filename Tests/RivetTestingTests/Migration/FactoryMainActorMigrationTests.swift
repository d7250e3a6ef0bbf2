import Rivet
import Testing

// FromFactory.md, "Main-actor view models": what needed `@MainActor var ...: Factory<T> { self { @MainActor in T() } }`.

@MainActor final class AccountsScreenModel {
    let loader: any AccountsLoading
    init(loader: any AccountsLoading) { self.loader = loader }
}

@MainActor struct AccountsScreenModelKey: @MainActor InjectionKey {
    static func make(_ values: InjectedValues) -> AccountsScreenModel {
        AccountsScreenModel(loader: values.accountsLoader)
    }
}

extension InjectedValues {
    @MainActor var accountsScreenModel: AccountsScreenModel { self[AccountsScreenModelKey.self] }
}

@Suite struct FactoryMainActorMigrationTests {
    @Test @MainActor func mainActorModel_resolvesFromMainActorCode() async throws {
        let factory = Factory(AccountsAssembly(), PreviewAccountsAssembly())
        let model = factory.accountsScreenModel
        #expect(try await model.loader.accounts() == [Account(name: "Preview")])
    }
}
