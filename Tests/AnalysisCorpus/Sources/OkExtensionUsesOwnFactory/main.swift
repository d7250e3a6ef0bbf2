// main.swift's root constant is named `factory`; an extension of the profile coordinator declared after
// it reads `factory.session`, which there is the coordinator's own flow.
// rivet-expect: main.swift:11:28: note: Rivet: cannot attribute `factory.session` to a factory or flow (where `factory` may name a type's own property rather than the factory constant), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: exit 0
import Rivet

let factory = Factory(AppAssembly())

extension ProfileCoordinator {
    func greeting() -> String { "Hello, \(factory.session.user)" }
    var userName: String { factory.session.user }
}

let coordinator = ProfileCoordinator(factory: factory.beginFlow())
precondition(coordinator.greeting() == "Hello, ada" && coordinator.userName == "ada")
