import Rivet
import RivetTesting
import Testing

// FromInjectedValues.md: the hand-rolled container's behaviour, the same screen on Rivet, and both side by
// side. The tests that touch the hand-rolled global run one at a time: that is the point they make.

/// Step 2 of the migration: Rivet's key hands out the instance the hand-rolled container holds.
struct LegacyArticlesAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ArticlesRepositoryKey.self) { _ in HandRolled.InjectedValues[\.articlesRepository] }
    }
}

@Suite(.serialized) struct InjectedValuesMigrationTests {
    @Test func handRolled_swappingAMock_reachesObjectsMadeBeforeTheSwap() async throws {
        let presenter = HandRolled.ArticlesPresenter()
        let live = HandRolled.InjectedValues[\.articlesRepository]
        HandRolled.InjectedValues[\.articlesRepository] = MockArticlesRepository(["Mock"])
        defer { HandRolled.InjectedValues[\.articlesRepository] = live }   // or every later test sees the mock
        #expect(try await presenter.titles() == ["Mock"])
    }

    @Test func handRolled_settingOneObjectsProperty_changesItForEveryObject() {
        let presenter = HandRolled.ArticlesPresenter()
        let other = HandRolled.ArticlesPresenter()
        let live = presenter.repository
        presenter.repository = MockArticlesRepository([])
        defer { presenter.repository = live }
        #expect(other.repository is MockArticlesRepository)
    }

    @Test func sideBySide_rivetAndTheHandRolledContainer_shareOneInstance() {
        let factory = Factory(ArticlesAssembly(), LegacyArticlesAssembly())
        let migrated = factory.withCurrent { ArticlesPresenter() }
        let legacy = HandRolled.ArticlesPresenter()
        #expect(migrated.repository === legacy.repository)
    }
}

@Suite struct ArticlesMigrationTests {
    @Test func presenter_resolvesItsRepositoryOnce_fromTheFactoryItWasMadeIn() async throws {
        let factory = Factory(ArticlesAssembly())
        let presenter = factory.withCurrent { ArticlesPresenter() }
        factory.override(ArticlesRepositoryKey.self, with: MockArticlesRepository(["Mock"]))
        #expect(try await presenter.titles() == ["Remote"])
        #expect(try await factory.withCurrent { ArticlesPresenter() }.titles() == ["Mock"])
    }

    @Test func singletonRegistration_isOneInstancePerFactory() {
        let factory = Factory(ArticlesAssembly())
        #expect(factory.articlesRepository === factory.articlesRepository)
        #expect(factory.articlesRepository !== Factory(ArticlesAssembly()).articlesRepository)
    }

    @Test(.isolatedFactory(ArticlesAssembly()), arguments: ["Swift", "Rivet", "Tests"])
    func parallelCases_eachSeeOnlyTheirOwnMock(title: String) async throws {
        Factory.current.override(ArticlesRepositoryKey.self, with: MockArticlesRepository([title]))
        #expect(try await ArticlesPresenter().titles() == [title])
    }
}
