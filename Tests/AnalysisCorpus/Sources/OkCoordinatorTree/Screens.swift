import Rivet

final class Screen: Sendable {
    let title: String
    let navigation: NavigationStack
    init(title: String, navigation: NavigationStack) { self.title = title; self.navigation = navigation }
}
final class NavigationStack: Sendable {}

struct NavigationStackKey: InjectionKey {
    static func make(_ values: InjectedValues) -> NavigationStack { NavigationStack() }
}
struct ScreenKey: InterfaceKey { typealias Value = Screen }

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(NavigationStackKey.self, .flow)
    }
}
struct FeedAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ScreenKey.self) { values in Screen(title: "Feed", navigation: values[NavigationStackKey.self]) }
    }
}
struct ProfileAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ScreenKey.self) { values in Screen(title: "Profile", navigation: values[NavigationStackKey.self]) }
    }
}
