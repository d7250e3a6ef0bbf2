import Rivet
import Testing

// FromSwinject.md, "Registrations" and "Resolution": the migrated graph resolves as Swinject's did.

extension SwinjectMigration {
    @Suite struct RegistrationTests {
        @Test func migratedGraph_sharesTheSingletons_andBuildsANewPresenterEachTime() {
            let factory = Factory(AppAssembly())
            let presenter = factory[PresenterKey.self]
            let another = factory[PresenterKey.self]
            #expect(presenter !== another)
            #expect(presenter.repository === another.repository)
            #expect(presenter.repository.api.logger === factory[LoggerKey.self])
        }

        @Test func namedRegistration_becomesAKeyOfItsOwn() {
            let factory = Factory(AppAssembly())
            let fallback = factory[FallbackAPIClientKey.self]
            #expect(fallback !== factory[APIClientKey.self])
            #expect(fallback.logger === factory[LoggerKey.self])
        }

        @Test func resolutionArgument_becomesTheArgumentOfAParameterizedKey() {
            let factory = Factory(AppAssembly())
            let users = factory[TitledPresenterKey.self, "Users"]
            #expect(users.title == "Users")
            #expect(users.repository === factory[UserRepositoryKey.self])
        }

        @Test func initCompleted_becomesOnCreate_runOncePerNewInstance() {
            let factory = Factory(AppAssembly(), TrackingAssembly())
            _ = factory[PresenterKey.self]
            _ = factory[PresenterKey.self]                 // transient: a new presenter, tracked again
            #expect(factory[PresenterTrackerKey.self].tracked == 2)
        }
    }
}
