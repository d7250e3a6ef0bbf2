import Rivet

final class Session: Sendable { let user = "ada" }
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
extension InjectedValues {
    var session: Session { self[SessionKey.self] }
}
struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(SessionKey.self, .flow)
    }
}

/// A coordinator holds the flow it drives, in a property named `factory`.
final class ProfileCoordinator {
    let factory: Factory
    init(factory: Factory) { self.factory = factory }
}
