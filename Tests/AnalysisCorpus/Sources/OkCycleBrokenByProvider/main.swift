// A navigator and a deep-link handler need each other; the navigator takes a provider closure that
// resolves the handler when a link arrives, which breaks the cycle.
// rivet-expect: main.swift:19:32: note: Rivet: cannot attribute `values[DeepLinkHandlerKey.self]` to a factory or flow (inside a block or closure nested in the make or closure the analysis reads, which may not run whenever that runs), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: exit 0
import Rivet

final class Navigator: Sendable {
    let deepLinks: @Sendable () -> DeepLinkHandler
    init(deepLinks: @escaping @Sendable () -> DeepLinkHandler) { self.deepLinks = deepLinks }
    func open(_ url: String) -> String { deepLinks().route(url) }
}
final class DeepLinkHandler: Sendable {
    let navigator: Navigator
    init(navigator: Navigator) { self.navigator = navigator }
    func route(_ url: String) -> String { "route \(url)" }
}
struct NavigatorKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Navigator {
        Navigator(deepLinks: { values[DeepLinkHandlerKey.self] })
    }
}
struct DeepLinkHandlerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> DeepLinkHandler { DeepLinkHandler(navigator: values[NavigatorKey.self]) }
}

struct NavigationAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(NavigatorKey.self, .singleton)
        registry.register(DeepLinkHandlerKey.self)
    }
}

let factory = Factory(NavigationAssembly())
let navigator = factory[NavigatorKey.self]
precondition(navigator.open("app://orders") == "route app://orders")
precondition(factory[DeepLinkHandlerKey.self].navigator === navigator)
