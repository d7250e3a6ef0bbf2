// Resolutions the checker must not count: one inside a closure the component calls later (in its flow),
// one inside an `if` that is false here and would otherwise close a cycle.
// rivet-expect: main.swift:27:36: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `values.session`: inside a block or closure nested in the make or closure the analysis reads, which may not run whenever that runs (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
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
