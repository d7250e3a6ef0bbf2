import Rivet

/// The login flow's components: its attempt counter lives as long as the flow, so a new login flow
/// starts with every attempt again.
@MainActor public struct LoginAssembly: @MainActor Assembly {
    public init() {}

    public func assemble(into registry: inout Registry) {
        registry.register(LoginAttemptsKey.self, .flow)
        registry.register(AuthRepositoryKey.self)
        registry.register(LoginPresenterKey.self)
    }
}
