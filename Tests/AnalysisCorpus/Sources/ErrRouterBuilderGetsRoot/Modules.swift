import Rivet

/// MVP modules of the Builder + Router template: a builder makes a module from the factory it is given.
final class ProfilePresenter {
    let title: String
    init(repository: any UsersRepository, userID: Int) { title = repository.user(userID).name }
}
final class OnboardingPresenter {
    let progress: OnboardingProgress
    init(progress: OnboardingProgress) { self.progress = progress }
    func next() { progress.step += 1 }
}

struct ProfileBuilder {
    let factory: Factory
    func build(userID: Int) -> ProfilePresenter {
        ProfilePresenter(repository: factory.usersRepository, userID: userID)
    }
}
struct OnboardingBuilder {
    let flow: Factory
    func build() -> OnboardingPresenter {
        OnboardingPresenter(progress: flow.onboardingProgress)
    }
}

/// The router is given the factory through its initializer and hands it to the next builder. The
/// mistake: the onboarding story has state of its own, and its builder is handed the root factory where
/// it should get a flow begun from it (`factory.beginFlow()`).
final class Router {
    private let factory: Factory
    init(factory: Factory) { self.factory = factory }

    func showProfile(userID: Int) -> ProfilePresenter {
        ProfileBuilder(factory: factory).build(userID: userID)
    }

    func startOnboarding() -> OnboardingPresenter {
        OnboardingBuilder(flow: factory).build()
    }
}
