// An @Observable view model (Observation) whose dependencies are @ObservationIgnored @Injected and
// @ObservationIgnored @LazyInjected, the documented way: it compiles, resolves from the current factory,
// and its own state is still observed.
// rivet-expect: main.swift:39:21: note: Rivet: cannot attribute `@LazyInjected(\.logger)` to a factory or flow (an `@LazyInjected(\.logger)` property resolves on first read, which the analysis follows only where a make reads it from the host it has just built), so what it resolves was not checked (rivet check --unattributed lists such sites; // rivet: ignore unattributed silences this).
// runtime-expect: exit 0
import Observation
import Rivet

protocol UsersRepository: Sendable { func users() -> [String] }
struct RemoteUsersRepository: UsersRepository { func users() -> [String] { ["Ada", "Grace"] } }

final class Logger: @unchecked Sendable {
    private(set) var lines: [String] = []
    func log(_ line: String) { lines.append(line) }
}

struct UsersRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any UsersRepository { RemoteUsersRepository() }
}
struct LoggerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Logger { Logger() }
}
extension InjectedValues {
    var usersRepository: any UsersRepository { self[UsersRepositoryKey.self] }
    var logger: Logger { self[LoggerKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LoggerKey.self, .singleton)
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class UsersViewModel {
    @ObservationIgnored @Injected(\.usersRepository) var repository
    @ObservationIgnored
    @LazyInjected(\.logger) private var logger
    var names: [String] = []

    func load() {
        names = repository.users()
        logger.log("loaded \(names.count) users")
    }
}

final class Changed: @unchecked Sendable { var value = false }

let factory = Factory(AppAssembly())
if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
    factory.withCurrent {
        let model = UsersViewModel()
        let changed = Changed()
        withObservationTracking { _ = model.names } onChange: { changed.value = true }
        model.load()
        precondition(model.names == ["Ada", "Grace"], "the repository was resolved")
        precondition(changed.value, "names is still observed")
        precondition(factory.logger.lines == ["loaded 2 users"], "the lazy logger is the factory's singleton")
    }
}
