// Plugins contributed by feature assemblies: a list of deep-link handlers (by closure and by key, one
// of them a flow's own, resolved inside the flow), a dictionary of analytics sinks by name, with the
// debug build's extra sink under its own name, and a menu whose whole list a test replaces.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

protocol DeepLinkHandler: Sendable { var path: String { get } }
struct SettingsLink: DeepLinkHandler { let path = "/settings" }
struct ProfileLink: DeepLinkHandler { let path = "/profile" }
struct CheckoutLink: DeepLinkHandler { let path = "/checkout" }
final class Router: Sendable {
    let paths: [String]
    init(handlers: [any DeepLinkHandler]) { paths = handlers.map(\.path) }
}
protocol AnalyticsSink: Sendable {}
struct ConsoleSink: AnalyticsSink {}
struct RemoteSink: AnalyticsSink {}
struct VerboseSink: AnalyticsSink {}

struct DeepLinkHandlersKey: ListKey { typealias Element = any DeepLinkHandler }
struct ProfileLinkKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any DeepLinkHandler { ProfileLink() }
}
struct CheckoutLinkKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any DeepLinkHandler { CheckoutLink() }
}
struct RouterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Router { Router(handlers: values[DeepLinkHandlersKey.self]) }
}
struct AnalyticsSinksKey: DictionaryKey {
    typealias EntryKey = String
    typealias Element = any AnalyticsSink
}
struct MenuKey: ListKey { typealias Element = String }

struct SettingsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(DeepLinkHandlersKey.self) { _ in SettingsLink() }
        registry.contribute(MenuKey.self) { _ in "Settings" }
    }
}
struct ProfileAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ProfileLinkKey.self, .singleton)
        registry.contribute(DeepLinkHandlersKey.self, ProfileLinkKey.self)
        registry.contribute(MenuKey.self) { _ in "Profile" }
    }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(RouterKey.self, .singleton)
        registry.contribute(AnalyticsSinksKey.self, at: "console") { _ in ConsoleSink() }
        registry.contribute(AnalyticsSinksKey.self, at: "remote") { _ in RemoteSink() }
    }
}
struct DebugAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.contribute(AnalyticsSinksKey.self, at: "verbose") { _ in VerboseSink() }
    }
}
struct CheckoutAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(CheckoutLinkKey.self, .flow)
        registry.contribute(DeepLinkHandlersKey.self, CheckoutLinkKey.self)
        registry.contribute(AnalyticsSinksKey.self, at: "checkout") { _ in RemoteSink() }
    }
}

let factory = Factory(AppAssembly(), SettingsAssembly(), ProfileAssembly(), DebugAssembly())
precondition(factory[RouterKey.self].paths == ["/settings", "/profile"])
precondition(factory[AnalyticsSinksKey.self].keys.sorted() == ["console", "remote", "verbose"])
let checkout = factory.beginFlow(CheckoutAssembly())
precondition(checkout[DeepLinkHandlersKey.self].map(\.path) == ["/settings", "/profile", "/checkout"])
precondition(checkout[AnalyticsSinksKey.self].count == 4)
precondition(factory[MenuKey.self] == ["Settings", "Profile"])

func test() {
    let mocked = Factory(AppAssembly(), SettingsAssembly(), ProfileAssembly())
    mocked.override(MenuKey.self) { _ in ["Mock"] }
    precondition(mocked[MenuKey.self] == ["Mock"])
}
test()
