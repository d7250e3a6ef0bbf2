import Rivet
import RivetTestSupport
import Testing

final class ReportsPresenter {
    @LazyInjected(\.thing) var thing
}

@Suite struct InjectedTests {
    @Test func injected_resolvesFromTheFactoryBoundWithWithCurrent() async throws {
        let factory = Factory(AppAssembly())
        factory.override(UsersRepositoryKey.self) { _ in MockUsersRepository() }
        let presenter = factory.withCurrent { UsersPresenter() }
        #expect(presenter.logger === factory.logger)
        #expect(try await presenter.repository.users() == [User(name: "mock")])
    }

    @Test func injected_insideAFlow_resolvesThatFlowsComponents() {
        struct SessionHolder {
            @Injected(\.session) var session
        }
        let flow = Factory(AppAssembly()).beginFlow()
        let holder = flow.withCurrent { SessionHolder() }
        #expect(holder.session === flow.session)
    }

    @Test func current_isTheBoundFactory_andTheInnermostBindingWins() {
        let factory = Factory()
        let flow = factory.beginFlow()
        factory.withCurrent {
            #expect(Factory.current === factory)
            flow.withCurrent { #expect(Factory.current === flow) }
            #expect(Factory.current === factory)
        }
    }

    @Test func taskStartedInsideWithCurrent_inheritsTheFactory() async {
        let factory = Factory(AppAssembly())
        let logger = await factory.withCurrent {
            await Task { UsersPresenter().logger }.value
        }
        #expect(logger === factory.logger)
    }

    @Test func lazyInjected_resolvesOnFirstRead_fromTheFactoryCurrentAtInit() {
        let made = Counter()
        let factory = Factory(TestAssembly { registry in
            registry.register(ThingKey.self, .singleton) { _ in
                made.increment()
                return Thing("lazy")
            }
        })
        let presenter = factory.withCurrent { ReportsPresenter() }
        #expect(made.value == 0)
        #expect(presenter.thing.label == "lazy")
        #expect(presenter.thing === factory.thing)
        #expect(made.value == 1)
    }
}
