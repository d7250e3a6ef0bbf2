import Rivet

struct User: Sendable { let id: Int; let name: String }

protocol UsersRepository: Sendable { func user(_ id: Int) -> User }
struct RemoteUsersRepository: UsersRepository {
    func user(_ id: Int) -> User { User(id: id, name: "user \(id)") }
}
final class OnboardingProgress: @unchecked Sendable { var step = 0 }

struct UsersRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any UsersRepository { RemoteUsersRepository() }
}
struct OnboardingProgressKey: InjectionKey {
    static func make(_ values: InjectedValues) -> OnboardingProgress { OnboardingProgress() }
}
extension InjectedValues {
    var usersRepository: any UsersRepository { self[UsersRepositoryKey.self] }
    var onboardingProgress: OnboardingProgress { self[OnboardingProgressKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(UsersRepositoryKey.self, .singleton)
        registry.register(OnboardingProgressKey.self, .flow)
    }
}
