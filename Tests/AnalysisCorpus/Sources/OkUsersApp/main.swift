// An MVP app: an interface module's key implemented by the live module's assembly, a singleton API
// client, a presenter with @Injected properties, the root installed at launch.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LoggerKey.self, .singleton)
    }
}

let factory = Factory(AppAssembly(), UsersLiveAssembly())
Factory.installRoot(factory)
let presenter = UsersCoordinator().start()
precondition(presenter.rows() == ["Ada", "Grace"])
precondition(factory[APIClientKey.self] === factory[APIClientKey.self])
