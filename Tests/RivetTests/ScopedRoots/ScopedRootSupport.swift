import Rivet
import RivetTestSupport

/// Registers ``ThingKey`` as a singleton, so that each scope has one of its own.
struct SingletonThingAssembly: Assembly, Sendable {
    func assemble(into registry: inout Registry) {
        registry.register(ThingKey.self, .singleton)
    }
}

/// Holds what `@Injected` resolved when it was initialised: which factory was current there.
struct ScopedThingHolder {
    @Injected(\.thing) var thing
    @Injected(\.logger) var logger
}
