// Deep-link handlers contributed by feature assemblies; the profile's handler is the login flow's
// session-bound one (contributed by key, .flow). The app's router is a singleton that takes all handlers.
// rivet-expect: main.swift:21:77: error: Rivet: singleton `RouterKey` depends on flow-scoped `ProfileLinkKey` (RouterKey -> DeepLinkHandlersKey -> ProfileLinkKey); make RouterKey flow-scoped or resolve ProfileLinkKey lazily inside the flow.
// (Resolutions through a flow constant are judged in the flow: they are not sites left unattributed.)
// runtime-expect: crash Rivet: singleton `RouterKey` depends on flow-scoped `ProfileLinkKey` (RouterKey -> DeepLinkHandlersKey -> ProfileLinkKey)
import Rivet

protocol DeepLinkHandler: Sendable { var path: String { get } }
struct SettingsLink: DeepLinkHandler { let path = "/settings" }
struct ProfileLink: DeepLinkHandler { let path = "/profile" }
final class Router: Sendable {
    let handlers: [any DeepLinkHandler]
    init(handlers: [any DeepLinkHandler]) { self.handlers = handlers }
}

struct DeepLinkHandlersKey: ListKey { typealias Element = any DeepLinkHandler }
struct ProfileLinkKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any DeepLinkHandler { ProfileLink() }
}
struct RouterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Router { Router(handlers: values[DeepLinkHandlersKey.self]) }
}

struct SettingsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(DeepLinkHandlersKey.self) { _ in SettingsLink() }
    }
}
struct ProfileAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ProfileLinkKey.self, .flow)
        registry.contribute(DeepLinkHandlersKey.self, ProfileLinkKey.self)
    }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(RouterKey.self, .singleton)
    }
}

let factory = Factory(AppAssembly(), SettingsAssembly(), ProfileAssembly())
let login = factory.beginFlow()
print(login[RouterKey.self].handlers.map(\.path))
