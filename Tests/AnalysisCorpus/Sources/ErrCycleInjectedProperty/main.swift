// The profile presenter's @Injected interactor is built with the presenter as its output: a cycle through
// a property of a type that a make constructs, reported at the property.
// rivet-expect: Profile.swift:5:17: error: Rivet: dependency cycle: `ProfilePresenterKey` needs itself (ProfilePresenterKey -> ProfileInteractorKey -> ProfilePresenterKey); break the cycle by injecting one side lazily (@LazyInjected) or by moving what both need into a key of its own.
// runtime-expect: crash Rivet: dependency cycle: `ProfilePresenterKey` needs itself (ProfilePresenterKey -> ProfileInteractorKey -> ProfilePresenterKey)
import Rivet

struct ProfileAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ProfilePresenterKey.self)
        registry.register(ProfileInteractorKey.self)
    }
}

final class ProfileCoordinator {
    let factory: Factory
    init(factory: Factory) { self.factory = factory }
    func start() -> ProfilePresenter { factory.profilePresenter }
}

let factory = Factory(ProfileAssembly())
Factory.installRoot(factory)
print(ProfileCoordinator(factory: factory).start().title)
