// Hooks on registered components: a logging decoration and an onCreate action on the app's singleton
// repository (which resolve other keys), the same hooks added by a later assembly than the one that
// registers the key, a flow that registers its own player and hooks it, and a parameterized key's hook.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

final class Log: Sendable {
    func write(_ line: String) {}
}
protocol UsersRepository: Sendable { func users() -> [String] }
struct RemoteUsersRepository: UsersRepository { func users() -> [String] { ["ada"] } }
struct LoggingUsersRepository: UsersRepository {
    let base: any UsersRepository
    let log: Log
    func users() -> [String] {
        log.write("users")
        return base.users()
    }
}
final class Player: Sendable {}
final class Detail: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
}

struct LogKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Log { Log() }
}
struct UsersRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any UsersRepository { RemoteUsersRepository() }
}
struct PlayerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Player { Player() }
}
struct DetailKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ id: Int) -> Detail { Detail(id: id) }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LogKey.self, .singleton)
        registry.register(UsersRepositoryKey.self, .singleton)
        registry.register(DetailKey.self, .singleton)
        registry.onCreate(DetailKey.self) { values, id, _ in values[LogKey.self].write("detail \(id)") }
    }
}
struct LoggingAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.decorate(UsersRepositoryKey.self) { values, repository in
            LoggingUsersRepository(base: repository, log: values[LogKey.self])
        }
        registry.onCreate(UsersRepositoryKey.self) { values, _ in values[LogKey.self].write("repository ready") }
    }
}
struct PlaybackAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(PlayerKey.self, .flow)
        registry.onCreate(PlayerKey.self) { values, _ in values[LogKey.self].write("player") }
    }
}

let factory = Factory(AppAssembly(), LoggingAssembly())
precondition(factory[UsersRepositoryKey.self] is LoggingUsersRepository)
precondition(factory[DetailKey.self, 1] === factory[DetailKey.self, 1])
let playback = factory.beginFlow(PlaybackAssembly())
precondition(playback[PlayerKey.self] === playback[PlayerKey.self])
