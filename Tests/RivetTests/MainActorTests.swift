import Rivet
import RivetTestSupport
import RivetTesting
import Testing

// Main-actor components under Swift 6 strict concurrency: keys whose conformance is isolated to the main
// actor resolve from main-actor code, with no cast or unsafe code on the user's side.

@MainActor
final class ProfilePresenter {
    let repository: any UsersRepository
    @Injected(\.logger) var logger
    init(repository: any UsersRepository) { self.repository = repository }
}

@MainActor
struct ProfilePresenterKey: @MainActor InjectionKey {
    static func make(_ values: InjectedValues) -> ProfilePresenter {
        ProfilePresenter(repository: values.usersRepository)
    }
}

extension InjectedValues {
    @MainActor var profilePresenter: ProfilePresenter { self[ProfilePresenterKey.self] }
}

@MainActor
struct PresentationAssembly: @MainActor Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ProfilePresenterKey.self, .flow)
    }
}

/// A key with an ordinary conformance whose registration builds on the main actor.
struct BannerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> String { "live banner" }
}

struct BannerAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.registerOnMainActor(BannerKey.self) { _ in MainActor.assumeIsolated { "main-actor banner" } }
    }
}

@Suite struct MainActorTests {
    @Test @MainActor func mainActorKey_registeredByAMainActorAssembly_resolvesFromMainActorCode() {
        let factory = Factory(AppAssembly(), PresentationAssembly())
        let flow = factory.beginFlow()
        let presenter = flow.withCurrent { flow.profilePresenter }
        #expect(presenter === flow[ProfilePresenterKey.self])
        #expect(presenter.logger === factory.logger)
        #expect(presenter !== factory.beginFlow().profilePresenter)
    }

    @Test @MainActor func mainActorKey_overriddenOnTheMainActor_usesTheOverride() {
        let factory = Factory(AppAssembly())
        let repository = MockUsersRepository()
        factory.overrideOnMainActor(ProfilePresenterKey.self) { _ in ProfilePresenter(repository: repository) }
        #expect(factory.profilePresenter.repository === repository)
    }

    @Test @MainActor func registerOnMainActor_buildsOnTheMainActor() {
        #expect(Factory(BannerAssembly())[BannerKey.self] == "main-actor banner")
    }

    @Test func registerOnMainActor_resolvedOffTheMainThread_stopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = await Task.detached { Factory(BannerAssembly())[BannerKey.self] }.value   // off the main thread
        }
        #expect(result?.rivetMessage == """
            Rivet: `BannerKey` is built on the main actor but was resolved off the main thread (BannerKey); \
            resolve it from main-actor code.
            """)
    }
}
