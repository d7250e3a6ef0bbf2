import Observation
import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// An @Observable view model with `@ObservationIgnored @Injected` dependencies (UsersModel.swift): they resolve
// from whichever factory is current when the model is made, and observation of the model's own state is untouched.
// Documentation/SwiftUI.md quotes these tests.

/// The users flow of the guide: its own repository, and the flow-scoped session of AppAssembly.
struct UsersFlowAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(UsersRepositoryKey.self) { _ in MockUsersRepository(["Ada", "Grace"]) }
    }
}

@Suite struct ObservationTests {
    @Test @MainActor func observableModel_madeWithAFactoryCurrent_resolvesItsDependenciesFromIt() async throws {
        let factory = Factory(AppAssembly())
        let model = factory.withCurrent { UsersModel() }
        try await model.load()
        #expect(model.names == ["remote"])
        #expect(model.logger === factory.logger)
        #expect(factory.logger.messages == ["loading users"])
    }

    @Test @MainActor func observableModel_madeInAFlow_resolvesTheFlowsComponents() async throws {
        let factory = Factory(AppAssembly())
        let users = factory.beginFlow(UsersFlowAssembly())
        let model = users.withCurrent { UsersModel() }
        try await model.load()
        #expect(model.names == ["Ada", "Grace"])
        #expect(model.session === users.session)

        let other = factory.beginFlow(UsersFlowAssembly())
        let otherModel = other.withCurrent { UsersModel() }
        #expect(otherModel.session !== model.session, "each flow has its own session")
    }

    @Test(.isolatedFactory(AppAssembly()), .overriding(UsersRepositoryKey.self, with: MockUsersRepository(["Ada"])))
    @MainActor func observableModel_inAnIsolatedTest_resolvesFromTheTestsFactory() async throws {
        let model = UsersModel()
        try await model.load()
        #expect(model.names == ["Ada"])
        #expect(model.logger === Factory.current.logger)
    }

    @Test @MainActor func trackedProperty_changed_notifiesTheObserver() async throws {
        let model = Factory(AppAssembly()).withCurrent { UsersModel() }
        let changes = Counter()
        withObservationTracking {
            _ = model.names   // what a view's body reads
        } onChange: {
            changes.increment()
        }
        try await model.load()
        #expect(changes.value == 1)
        #expect(model.names == ["remote"])
    }

    @Test @MainActor func injectedProperties_readWhileTracking_areNotObserved() async throws {
        let model = Factory(AppAssembly()).beginFlow().withCurrent { UsersModel() }
        let changes = Counter()
        withObservationTracking {
            _ = model.repository
            _ = model.logger
            _ = model.session   // @LazyInjected: resolved by this first read
        } onChange: {
            changes.increment()
        }
        try await model.load()   // changes names and isLoading, which were not read
        #expect(changes.value == 0)
    }

    @Test @MainActor func lazyInjectedProperty_resolvedOnFirstRead_doesNotNotifyTheObserver() {
        let flow = Factory(AppAssembly()).beginFlow()
        let model = flow.withCurrent { UsersModel() }
        let changes = Counter()
        withObservationTracking {
            _ = model.names
        } onChange: {
            changes.increment()
        }
        #expect(model.session === flow.session)   // the first read stores the session in the model
        #expect(changes.value == 0)
        model.names = ["Ada"]
        #expect(changes.value == 1)
    }
}
