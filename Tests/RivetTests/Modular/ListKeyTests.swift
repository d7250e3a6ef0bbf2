import Rivet
import RivetTestSupport
import Testing

// A `ListKey` gathers what assemblies contribute: by closure (an element built at each resolution) or by key
// (the element has that key's lifecycle). A registration or an override of the whole list replaces them.

/// A handler contributed by key, so that its lifecycle is the key's and a test can replace it alone.
struct ProfileHandlerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("profile") }
}

@Suite struct ListKeyTests {
    @Test func nothingContributes_resolvesToAnEmptyList() {
        #expect(Factory().handlers.isEmpty)
    }

    @Test func contributionsFromSeveralAssemblies_areAllInTheList() {
        let factory = Factory(
            TestAssembly { $0.contribute(HandlersKey.self) { _ in Thing("settings") } },
            TestAssembly { $0.contribute(HandlersKey.self, ProfileHandlerKey.self) }
        )
        #expect(factory.handlers.labels == ["settings", "profile"])
    }

    @Test func closureContribution_buildsItsElementAtEachResolution() {
        let factory = Factory(TestAssembly { $0.contribute(HandlersKey.self) { _ in Thing("settings") } })
        #expect(factory.handlers[0] !== factory.handlers[0])
    }

    @Test func contributionByKey_hasThatKeysLifecycle() {
        let factory = Factory(TestAssembly { registry in
            registry.register(ProfileHandlerKey.self, .singleton)
            registry.contribute(HandlersKey.self, ProfileHandlerKey.self)
        })
        #expect(factory.handlers[0] === factory.handlers[0])
        #expect(factory.handlers[0] === factory[ProfileHandlerKey.self])
    }

    @Test func overridingTheElementsKey_replacesThatElementAlone() {
        let factory = Factory(TestAssembly { registry in
            registry.contribute(HandlersKey.self) { _ in Thing("settings") }
            registry.contribute(HandlersKey.self, ProfileHandlerKey.self)
        })
        factory.override(ProfileHandlerKey.self) { _ in Thing("mock profile") }
        #expect(factory.handlers.labels == ["settings", "mock profile"])
    }

    @Test func overridingTheList_replacesEveryContribution() {
        let factory = Factory(TestAssembly { $0.contribute(HandlersKey.self) { _ in Thing("settings") } })
        factory.override(HandlersKey.self) { _ in [Thing("mock")] }
        #expect(factory.handlers.labels == ["mock"])
        factory.reset()
        #expect(factory.handlers.labels == ["settings"])
    }

    @Test func registrationOfTheWholeList_afterContributions_replacesThem() {
        let factory = Factory(
            TestAssembly { $0.contribute(HandlersKey.self) { _ in Thing("settings") } },
            TestAssembly { $0.register(HandlersKey.self) { _ in [Thing("whole")] } }
        )
        #expect(factory.handlers.labels == ["whole"])
    }

    @Test func contributionAfterARegistrationOfTheWholeList_startsANewList() {
        let factory = Factory(
            TestAssembly { $0.register(HandlersKey.self) { _ in [Thing("whole")] } },
            TestAssembly { $0.contribute(HandlersKey.self) { _ in Thing("settings") } }
        )
        #expect(factory.handlers.labels == ["settings"])
    }

    @Test func wholeListRegisteredAsASingleton_isBuiltOnce() {
        let factory = Factory(TestAssembly { $0.register(HandlersKey.self, .singleton) { _ in [Thing("whole")] } })
        #expect(factory.handlers[0] === factory.handlers[0])
    }
}
