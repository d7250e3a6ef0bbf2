// A singleton welcome banner whose make writes the signed-in user's name into its text with string
// interpolation, reading the flow-scoped session there: the interpolation runs with the make, so the
// singleton captures one flow's session.
// rivet-expect: main.swift:18:46: error: Rivet: singleton `WelcomeBannerKey` depends on flow-scoped `SessionKey` (WelcomeBannerKey -> SessionKey); make WelcomeBannerKey flow-scoped or resolve SessionKey lazily inside the flow.
// runtime-expect: crash Rivet: singleton `WelcomeBannerKey` depends on flow-scoped `SessionKey` (WelcomeBannerKey -> SessionKey)
import Rivet

final class Session: Sendable { let user = "ada" }
final class WelcomeBanner: Sendable {
    let text: String
    init(text: String) { self.text = text }
}
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct WelcomeBannerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> WelcomeBanner {
        WelcomeBanner(text: "Welcome back, \(values[SessionKey.self].user)!")
    }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        registry.register(WelcomeBannerKey.self, .singleton)
    }
}

let factory = Factory(AppAssembly())
let signedIn = factory.beginFlow()
print(signedIn[WelcomeBannerKey.self].text)
