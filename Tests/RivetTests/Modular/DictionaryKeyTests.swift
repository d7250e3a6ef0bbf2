import Rivet
import RivetTestSupport
import Testing

// A `DictionaryKey` gathers entries that assemblies contribute under entry keys, by closure or by key; a
// registration or an override of the whole dictionary replaces them; flows add entries of their own.

/// A route's screen contributed by key.
struct SettingsScreenKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("settings screen") }
}

@Suite struct DictionaryKeyTests {
    @Test func nothingContributes_resolvesToAnEmptyDictionary() {
        #expect(Factory().routes.isEmpty)
    }

    @Test func contributionsFromSeveralAssemblies_areTheEntries() {
        let factory = Factory(
            TestAssembly { $0.contribute(RoutesKey.self, at: "profile") { _ in Thing("profile screen") } },
            TestAssembly { $0.contribute(RoutesKey.self, at: "settings", SettingsScreenKey.self) }
        )
        #expect(factory.routes.mapValues(\.label) == ["profile": "profile screen", "settings": "settings screen"])
    }

    @Test func contributionByKey_hasThatKeysLifecycle_andItsOverride() {
        let factory = Factory(TestAssembly { registry in
            registry.register(SettingsScreenKey.self, .singleton)
            registry.contribute(RoutesKey.self, at: "settings", SettingsScreenKey.self)
        })
        #expect(factory.routes["settings"] === factory.routes["settings"])
        factory.override(SettingsScreenKey.self) { _ in Thing("mock settings") }
        #expect(factory.routes["settings"]?.label == "mock settings")
    }

    @Test func overridingTheDictionary_replacesEveryEntry() {
        let factory = Factory(TestAssembly { $0.contribute(RoutesKey.self, at: "profile") { _ in Thing("profile screen") } })
        factory.override(RoutesKey.self) { _ in ["mock": Thing("mock screen")] }
        #expect(factory.routes.mapValues(\.label) == ["mock": "mock screen"])
    }

    @Test func flowContributions_addEntriesInThatFlowOnly() {
        let factory = Factory(TestAssembly { $0.contribute(RoutesKey.self, at: "profile") { _ in Thing("profile screen") } })
        let checkout = factory.beginFlow(TestAssembly { $0.contribute(RoutesKey.self, at: "cart") { _ in Thing("cart screen") } })
        #expect(checkout.routes.keys.sorted() == ["cart", "profile"])
        #expect(factory.routes.keys.sorted() == ["profile"])
    }

    @Test func wholeDictionaryOnTheRoot_withAFlowsContributions_getsThemAdded() {
        let factory = Factory(TestAssembly { $0.register(RoutesKey.self) { _ in ["home": Thing("home screen")] } })
        let checkout = factory.beginFlow(TestAssembly { $0.contribute(RoutesKey.self, at: "cart") { _ in Thing("cart screen") } })
        #expect(checkout.routes.keys.sorted() == ["cart", "home"])
    }

    @Test func hundredsOfContributions_fromManyAssemblies_areAllThere() {
        let assemblies = (0..<50).map { assembly in
            TestAssembly { registry in
                for entry in 0..<10 {
                    registry.contribute(RoutesKey.self, at: "\(assembly).\(entry)") { _ in Thing("screen \(assembly).\(entry)") }
                }
            }
        }
        let routes = Factory(assemblies: assemblies).routes
        #expect(routes.count == 500)
        #expect(routes.allSatisfy { $0.value.label == "screen \($0.key)" })
    }
}
