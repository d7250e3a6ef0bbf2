// main.swift's root constant is named `factory`; an extension of the profile coordinator declared after
// it reads `factory.session`, which there is the coordinator's own flow.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

let factory = Factory(AppAssembly())

extension ProfileCoordinator {
    func greeting() -> String { "Hello, \(factory.session.user)" }
    var userName: String { factory.session.user }
}

let coordinator = ProfileCoordinator(factory: factory.beginFlow())
precondition(coordinator.greeting() == "Hello, ada" && coordinator.userName == "ada")
