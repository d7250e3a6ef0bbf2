// Feature screens by route: the app contributes "home", and the onboarding flow contributes its own
// "home" screen, which clashes with its parent's: the runtime rejects it when the flow resolves the
// dictionary. Another flow, and a flow of a flow, add distinct routes.
// rivet-expect: main.swift:33:29: error: Rivet: `ScreensKey` has two contributions for the entry "home" (AppAssembly (ErrDuplicateContributionInFlow/main.swift:17) and OnboardingAssembly (ErrDuplicateContributionInFlow/main.swift:33)); contribute each entry once: to replace one, override the key it is contributed with.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: `ScreensKey` has two contributions for the entry "home" (AppAssembly (ErrDuplicateContributionInFlow/main.swift:17) and OnboardingAssembly (ErrDuplicateContributionInFlow/main.swift:33))
import Rivet

struct Screen: Sendable { let title: String }
struct ScreensKey: DictionaryKey {
    typealias EntryKey = String
    typealias Element = Screen
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(ScreensKey.self, at: "home") { _ in Screen(title: "Home") }
        registry.contribute(ScreensKey.self, at: "settings") { _ in Screen(title: "Settings") }
    }
}
struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(ScreensKey.self, at: "cart") { _ in Screen(title: "Cart") }
    }
}
struct PaymentAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(ScreensKey.self, at: "payment") { _ in Screen(title: "Payment") }
    }
}
struct OnboardingAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(ScreensKey.self, at: "home") { _ in Screen(title: "Welcome") }
    }
}

let app = Factory(AppAssembly())
let checkout = app.beginFlow(CheckoutAssembly())
let payment = checkout.beginFlow(PaymentAssembly())
print(payment[ScreensKey.self].keys.sorted())
let onboarding = app.beginFlow(OnboardingAssembly())
print(onboarding[ScreensKey.self].keys.sorted())
