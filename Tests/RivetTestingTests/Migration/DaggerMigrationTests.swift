import Rivet
import RivetTesting
import Testing

// FromDagger.md: multibindings become collection keys, subcomponents flows, assisted injection
// parameterized keys.

extension DaggerMigration {
    @Suite struct MultibindingTests {
        @Test func intoSet_becomesAListInAssemblyOrder() {
            let component = Factory(UsersModule(), HelpModule())
            let handlers = component[DeepLinkHandlersKey.self]
            #expect(handlers.compactMap { $0.open("users/7") } == ["user 7"])
            #expect(handlers.compactMap { $0.open("help") } == ["help"])
            #expect(handlers.count == 2)
        }

        @Test func intoMap_becomesADictionary() {
            let component = Factory(UsersModule(), HelpModule())
            let routes = component[DeepLinkRoutesKey.self]
            #expect(routes.keys.sorted() == ["help", "users"])
            #expect(routes["users"]?.open("users/7") == "user 7")
        }

        @Test func subcomponentContributions_becomeAFlows() {
            let component = Factory(UsersModule(), HelpModule())
            let signedIn = component.beginFlow(SignedInModule())
            #expect(signedIn[DeepLinkRoutesKey.self].keys.sorted() == ["help", "me", "users"])
            #expect(component[DeepLinkRoutesKey.self]["me"] == nil)
        }

        @Test func duplicateMapKey_stopsTheProgram_namingBothModules() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = Factory(UsersModule(), UsersModule())[DeepLinkRoutesKey.self]
            }
            let message = result?.rivetMessage ?? ""
            #expect(message.hasPrefix("Rivet: `DeepLinkRoutesKey` has two contributions for the entry \"users\""))
            #expect(message.contains("UsersModule (RivetTestingTests/DaggerMigration.swift:"))
        }

        @Test func assistedInjection_becomesAParameterizedKey() {
            let component = Factory(UsersModule())
            #expect(component[UserDetailViewModelKey.self, 7].userID == 7)
        }
    }
}
