// Onboarding steps, each pointing at the next, the last one back at the first: a ring of five keys.
// rivet-expect: main.swift:14:80: error: Rivet: dependency cycle: `WelcomeStepKey` needs itself (WelcomeStepKey -> PermissionsStepKey -> ProfileStepKey -> InterestsStepKey -> DoneStepKey -> WelcomeStepKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: dependency cycle: `WelcomeStepKey` needs itself (WelcomeStepKey -> PermissionsStepKey -> ProfileStepKey -> InterestsStepKey -> DoneStepKey -> WelcomeStepKey)
import Rivet

final class Step: Sendable {
    let name: String
    let next: Step?
    init(_ name: String, next: Step?) { self.name = name; self.next = next }
}

struct WelcomeStepKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Step { Step("welcome", next: values[PermissionsStepKey.self]) }
}
struct PermissionsStepKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Step { Step("permissions", next: values[ProfileStepKey.self]) }
}
struct ProfileStepKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Step { Step("profile", next: values[InterestsStepKey.self]) }
}
struct InterestsStepKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Step { Step("interests", next: values[DoneStepKey.self]) }
}
/// "Done" offers to start over.
struct DoneStepKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Step { Step("done", next: values[WelcomeStepKey.self]) }
}

struct OnboardingAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(WelcomeStepKey.self, .flow)
        registry.register(DoneStepKey.self, .flow)
    }
}

let app = Factory()
let onboarding = app.beginFlow(OnboardingAssembly())
print(onboarding[WelcomeStepKey.self].name)
