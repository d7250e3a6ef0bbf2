// A login module whose authenticator and token store build each other through their keys' makes.
// rivet-expect: Keys.swift:16:89: error: Rivet: dependency cycle: `AuthenticatorKey` needs itself (AuthenticatorKey -> TokenStoreKey -> AuthenticatorKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// runtime-expect: crash Rivet: dependency cycle: `AuthenticatorKey` needs itself (AuthenticatorKey -> TokenStoreKey -> AuthenticatorKey)
import Rivet

struct LoginAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(AuthenticatorKey.self, .singleton)
        registry.register(TokenStoreKey.self)
    }
}

let factory = Factory(LoginAssembly())
print(factory.authenticator)
