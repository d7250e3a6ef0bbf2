// The settings assembly registers the theme store as .flow, then again as .singleton further down
// (the singleton wins; nothing resolves it outside a flow).
// rivet-expect: main.swift:19:27: warning: Rivet: `ThemeStoreKey` is registered twice in `SettingsAssembly` (first on line 17); the later registration replaces the earlier one: remove one of them.
// runtime-expect: exit 0
import Rivet

final class ThemeStore: Sendable { let name = "dark" }
struct ThemeStoreKey: InjectionKey {
    static func make(_ values: InjectedValues) -> ThemeStore { ThemeStore() }
}
struct FontScaleKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Double { 1.0 }
}

struct SettingsAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ThemeStoreKey.self, .flow)
        registry.register(FontScaleKey.self)
        registry.register(ThemeStoreKey.self, .singleton)
    }
}

let factory = Factory(SettingsAssembly())
print(factory[ThemeStoreKey.self].name, factory[FontScaleKey.self])
