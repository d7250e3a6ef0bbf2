// The onboarding flow's own assembly registers its profile form and avatar picker, and each builds the
// other: the root registers neither, so only the flow closes the cycle.
// rivet-expect: main.swift:31:87: error: Rivet: dependency cycle: `ProfileFormKey` needs itself (ProfileFormKey -> AvatarPickerKey -> ProfileFormKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// runtime-expect: crash Rivet: dependency cycle: `ProfileFormKey` needs itself (ProfileFormKey -> AvatarPickerKey -> ProfileFormKey)
import Rivet

final class ProfileForm: Sendable {
    let picker: AvatarPicker?
    init(picker: AvatarPicker? = nil) { self.picker = picker }
}
final class AvatarPicker: Sendable {
    let form: ProfileForm?
    init(form: ProfileForm? = nil) { self.form = form }
}
struct ProfileFormKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ProfileForm { ProfileForm() }
}
struct AvatarPickerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> AvatarPicker { AvatarPicker() }
}
extension InjectedValues {
    var profileForm: ProfileForm { self[ProfileFormKey.self] }
    var avatarPicker: AvatarPicker { self[AvatarPickerKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}
struct OnboardingAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ProfileFormKey.self, .flow) { values in ProfileForm(picker: values.avatarPicker) }
        registry.register(AvatarPickerKey.self) { values in AvatarPicker(form: values.profileForm) }
    }
}

func startOnboarding(from app: Factory) {
    let onboarding = app.beginFlow(OnboardingAssembly())
    print(onboarding.profileForm)
}

let app = Factory(AppAssembly())
print(app.profileForm)
startOnboarding(from: app)
