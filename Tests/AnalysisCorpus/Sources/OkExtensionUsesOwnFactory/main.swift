// main.swift's root constant is named `factory`; an extension of the profile coordinator declared after
// it reads `factory.session`, which there is the coordinator's own flow.
// rivet-expect: main.swift:10:43: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `factory.session`: where `factory` may name a type's own property rather than the factory constant (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: exit 0
import Rivet

let factory = Factory(AppAssembly())

extension ProfileCoordinator {
    func greeting() -> String { "Hello, \(factory.session.user)" }
    var userName: String { factory.session.user }
}

let coordinator = ProfileCoordinator(factory: factory.beginFlow())
precondition(coordinator.greeting() == "Hello, ada" && coordinator.userName == "ada")
