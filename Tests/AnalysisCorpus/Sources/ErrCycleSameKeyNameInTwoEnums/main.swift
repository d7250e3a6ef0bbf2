// Login and Session each declare a `TokenKey`. Login's header reads `TokenKey` unqualified inside an
// extension of Login, which is Login.TokenKey; that reads Session.TokenKey, which reads Login.TokenKey.
// rivet-expect: main.swift:9:75: error: Rivet: dependency cycle: `Login.TokenKey` needs itself (Login.TokenKey -> Session.TokenKey -> Login.TokenKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// runtime-expect: crash Rivet: dependency cycle: `TokenKey` needs itself (TokenKey -> TokenKey -> TokenKey)
import Rivet

enum Login {
    struct TokenKey: InjectionKey {
        static func make(_ values: InjectedValues) -> String { "login:" + values[Session.TokenKey.self] }
    }
}

enum Session {
    struct TokenKey: InjectionKey {
        static func make(_ values: InjectedValues) -> String { "session:" + values[Login.TokenKey.self] }
    }
}

extension Login {
    struct HeaderKey: InjectionKey {
        static func make(_ values: InjectedValues) -> String { "Bearer " + values[TokenKey.self] }
    }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(Login.TokenKey.self)
        registry.register(Session.TokenKey.self, .singleton)
        registry.register(Login.HeaderKey.self)
    }
}

let factory = Factory(AppAssembly())
print(factory[Login.HeaderKey.self])
