// Resolutions the checker must not count: one inside a closure the component calls later (in its flow),
// one inside an `if` that is false here and would otherwise close a cycle.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class Session: Sendable { let user = "ada" }

/// The header asks for the session only when it is drawn.
final class HeaderModel: Sendable {
    let currentUser: @Sendable () -> String
    init(currentUser: @escaping @Sendable () -> String) { self.currentUser = currentUser }
}

final class Theme: Sendable {
    let fallback: Theme?
    init(fallback: Theme?) { self.fallback = fallback }
}

enum Flags { static let inheritsTheme = false }

struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
struct HeaderModelKey: InjectionKey {
    static func make(_ values: InjectedValues) -> HeaderModel {
        HeaderModel(currentUser: { values.session.user })
    }
}
struct ThemeKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Theme {
        if Flags.inheritsTheme {
            return Theme(fallback: values.theme)
        }
        return Theme(fallback: nil)
    }
}
extension InjectedValues {
    var session: Session { self[SessionKey.self] }
    var headerModel: HeaderModel { self[HeaderModelKey.self] }
    var theme: Theme { self[ThemeKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
        registry.register(HeaderModelKey.self)
        registry.register(ThemeKey.self, .singleton)
    }
}

let factory = Factory(AppAssembly())
let header = factory.headerModel          // builds; the session is read later, inside the flow
let flow = factory.beginFlow()
precondition(flow.headerModel.currentUser() == "ada")
precondition(factory.theme.fallback == nil)
_ = header
