// A UI-test launch overrides the transient feature-flag reader on the root; the flows begun later see
// the override, and the flow-scoped onboarding reads it.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

protocol Flags: Sendable { var showsTour: Bool { get } }
struct RemoteFlags: Flags { var showsTour: Bool { false } }
struct TestFlags: Flags { var showsTour: Bool { true } }
final class Onboarding: Sendable {
    let flags: any Flags
    init(flags: any Flags) { self.flags = flags }
}
struct FlagsKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any Flags { RemoteFlags() }
}
struct OnboardingKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Onboarding { Onboarding(flags: values[FlagsKey.self]) }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(FlagsKey.self)
        registry.register(OnboardingKey.self, .flow)
    }
}

let factory = Factory(AppAssembly())
factory.override(FlagsKey.self) { _ in TestFlags() }
let onboarding = factory.beginFlow()
precondition(onboarding[OnboardingKey.self].flags.showsTour)
