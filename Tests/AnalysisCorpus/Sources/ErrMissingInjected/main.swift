// A users presenter injects an interface key that no module implements.
// rivet-expect: main.swift:7:17: error: Rivet: no live value for `UsersRepositoryKey`: it has no make of its own and no assembly registers one (searched Factory(UsersAssembly); chain @Injected(\.usersRepository) -> UsersRepositoryKey); register it in the assembly of the module that implements it: registry.register(UsersRepositoryKey.self) { values in ... }.
// runtime-expect: crash Rivet: no live value for `UsersRepositoryKey`
import Rivet

final class UsersPresenter {
    @Injected(\.usersRepository) var repository
    func rows() -> [String] { repository.names() }
}

struct UsersAssembly: Assembly {
    func assemble(into registry: inout Registry) {}
}

Factory.installRoot(Factory(UsersAssembly()))
print(UsersPresenter().rows())
