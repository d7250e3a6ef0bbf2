// An MVP app: an interface module's key implemented by the live module's assembly, a singleton API
// client, a presenter with @Injected properties, the root installed at launch.
// rivet-expect: UsersFeature.swift:4:17: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `@Injected(\.usersRepository)`: an `@Injected(\.usersRepository)` property of `UsersPresenter`, a type built where no factory is known (no key's make or closure that the analysis reads builds it) (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// rivet-expect: main.swift:18:14: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `factory[APIClientKey.self]`: after an earlier use of `factory` that may change what it resolves (an override, or passing it on) (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
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
