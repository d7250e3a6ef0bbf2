import Rivet
import RivetTestSupport
import Testing

@Suite struct SingletonTests {
    @Test func singleton_isBuiltOnce_andSharedByEveryResolution() {
        let made = Counter()
        let factory = Factory(TestAssembly { registry in
            registry.register(ThingKey.self, .singleton) { _ in
                made.increment()
                return Thing()
            }
        })
        #expect(factory.thing === factory.thing)
        #expect(factory[ThingKey.self] === factory.thing)
        #expect(made.value == 1)
    }

    @Test func singleton_belongsToItsFactory_anotherFactoryBuildsItsOwn() {
        let first = Factory(AppAssembly())
        let second = Factory(AppAssembly())
        #expect(first.logger === first.logger)
        #expect(first.logger !== second.logger)
    }

    @Test func singletonDependingOnSingletons_getsTheSharedInstances() {
        let factory = Factory(AppAssembly())
        #expect(factory.apiClient.log === factory.logger)
    }

    @Test func singletonResolvedInsideAFlow_isTheRootsSingleton() {
        let factory = Factory(AppAssembly())
        let login = factory.beginFlow()
        let checkout = factory.beginFlow()
        #expect(login.apiClient === factory.apiClient)
        #expect(checkout.apiClient === factory.apiClient)
    }

    @Test func singletonRegisteredByAFlow_isOnePerFlow() {
        let factory = Factory()
        let perFlow = TestAssembly { $0.register(ThingKey.self, .singleton) }
        let login = factory.beginFlow(perFlow)
        let checkout = factory.beginFlow(perFlow)
        #expect(login.thing === login.thing)
        #expect(login.thing !== checkout.thing)
        #expect(factory.thing !== factory.thing)
    }
}
