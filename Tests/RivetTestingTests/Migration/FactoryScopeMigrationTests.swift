import Rivet
import Testing

// FromFactory.md, "Scopes": each Factory scope and its Rivet lifecycle.

@Suite struct FactoryScopeMigrationTests {
    @Test func singleton_isOnePerFactory_notOnePerProcess() {
        let app = Factory(AccountsAssembly())
        #expect(app.networking === app.networking)
        #expect(app.networking !== Factory(AccountsAssembly()).networking)
    }

    @Test func graphLifecycle_isSharedByTheInjectedPropertiesOfAComponentTheFactoryBuilds() {
        let factory = Factory(AccountsAssembly(), LedgerAssembly())
        let model = factory[BalancesViewModelKey.self]
        #expect(model.balances === model.currency)
    }

    @Test func graphLifecycle_isNotShared_whenYouBuildTheComponentYourself() {
        let factory = Factory(AccountsAssembly(), LedgerAssembly())
        let model = factory.withCurrent { BalancesViewModel() }
        #expect(model.balances !== model.currency)
    }

    @Test func flowLifecycle_isTheSessionScope_endedByReleasingTheFlow() {
        var signedIn: Factory? = Factory(AccountsAssembly()).beginFlow(SignedInAssembly())
        weak let session = signedIn?[SignInSessionKey.self]
        #expect(session != nil)
        #expect(signedIn?[SignInSessionKey.self] === session)
        signedIn = nil                                     // sign out
        #expect(session == nil)
    }
}
