import Rivet
import Testing

// FromSwinject.md, "Main-actor components": a view controller-like screen, built on the main actor.

extension SwinjectMigration {
    @MainActor final class UsersScreen {
        let presenter: any Presenter
        init(presenter: any Presenter) { self.presenter = presenter }
    }

    @MainActor struct UsersScreenKey: @MainActor InjectionKey {
        static func make(_ values: InjectedValues) -> UsersScreen {
            UsersScreen(presenter: values[PresenterKey.self])
        }
    }

    @Suite struct MainActorTests {
        @Test @MainActor func mainActorScreen_resolvesFromMainActorCode_withItsDependencies() {
            let factory = Factory(AppAssembly())
            let screen = factory[UsersScreenKey.self]
            #expect(screen.presenter.logger === factory[LoggerKey.self])
            #expect(screen !== factory[UsersScreenKey.self])
        }
    }
}
