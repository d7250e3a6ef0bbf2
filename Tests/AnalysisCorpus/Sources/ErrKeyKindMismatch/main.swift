// A theme key that can be resolved plain (the default theme) or with a name: a type that is both an
// InjectionKey and a ParameterizedKey. Registering it with an argument stops the program when the
// assembly runs: the runtime keeps the two kinds of key apart.
// rivet-expect: main.swift:16:27: error: Rivet: `ThemeKey` is both an InjectionKey and a ParameterizedKey, registered as one and resolved as the other; make the type conform to one of them.
// runtime-expect: crash Rivet: `ThemeKey` is both an InjectionKey and a ParameterizedKey, registered as one and resolved as the other
import Rivet

struct Theme: Sendable { let name: String }
struct ThemeKey: InjectionKey, ParameterizedKey {
    static func make(_ values: InjectedValues) -> Theme { Theme(name: "default") }
    static func make(_ values: InjectedValues, _ name: String) -> Theme { Theme(name: name) }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ThemeKey.self, .singleton(keepingAtMost: 4))
    }
}

let factory = Factory(AppAssembly())
print(factory[ThemeKey.self, "dark"].name)
