import Rivet
import RivetTestSupport
import Testing

@Suite struct TransientTests {
    @Test func unregisteredKey_resolvesThroughItsOwnMake_newValueEachTime() {
        let factory = Factory()
        let first = factory[ThingKey.self]
        let second = factory[ThingKey.self]
        #expect(first.label == "live")
        #expect(first !== second)
    }

    @Test func registeredTransient_buildsWithItsClosure_newValueEachTime() {
        let made = Counter()
        let factory = Factory(TestAssembly { registry in
            registry.register(ThingKey.self) { _ in
                made.increment()
                return Thing("registered")
            }
        })
        let first = factory.thing
        let second = factory.thing
        #expect(first.label == "registered")
        #expect(first !== second)
        #expect(made.value == 2)
    }

    @Test func transientDependencies_resolveTheirOwnDependencies_fromTheSameFactory() {
        let factory = Factory(AppAssembly())
        let repository = factory.usersRepository
        #expect(repository.api === factory.apiClient)
        #expect(repository !== factory.usersRepository)
    }
}
