import Rivet

final class Settings: Sendable { let theme = "dark" }
final class OnboardingState: @unchecked Sendable { var page = 0 }

struct SettingsKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Settings { Settings() }
}
struct OnboardingStateKey: InjectionKey {
    static func make(_ values: InjectedValues) -> OnboardingState { OnboardingState() }
}
extension InjectedValues {
    var settings: Settings { self[SettingsKey.self] }
    var onboardingState: OnboardingState { self[OnboardingStateKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SettingsKey.self, .singleton)
        registry.register(OnboardingStateKey.self, .flow)
    }
}

/// The first screen: its presenter reads the onboarding state, which lives in the onboarding flow.
final class WelcomePresenter {
    @Injected(\.settings) var settings
    @Injected(\.onboardingState) var state
}
final class WelcomeViewController {
    let presenter = WelcomePresenter()
}

/// The scene delegate installs the root factory when the system connects the scene and shows the first
/// screen. The mistake: it builds that screen at the root instead of in `app.beginFlow(...)`'s
/// `withCurrent { }`.
final class SceneDelegate: WindowSceneDelegate {
    var window: WindowScene?

    func scene(_ scene: WindowScene, willConnectTo session: String) {
        let app = Factory(AppAssembly())
        Factory.installRoot(app)
        scene.rootViewController = WelcomeViewController()
        window = scene
    }
}
