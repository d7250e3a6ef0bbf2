// expected-error: invalid redeclaration of synthesized property '_repository'
// An @Injected property of an @Observable class must be @ObservationIgnored: the macro would observe it,
// synthesizing a storage `_repository` that collides with the property wrapper's own. `rivet check` reports
// this before the compiler does (rule injected-in-observable); the fix is
// `@ObservationIgnored @Injected(\.usersRepository) var repository`.
import Observation
import Rivet

protocol UsersRepository: Sendable {}
struct RemoteUsersRepository: UsersRepository {}

struct UsersRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any UsersRepository { RemoteUsersRepository() }
}

extension InjectedValues {
    var usersRepository: any UsersRepository { self[UsersRepositoryKey.self] }
}

@Observable
final class UsersViewModel {
    @Injected(\.usersRepository) var repository
    var title = "Users"
}
