// Assemblies picked by the launch context: a preview assembly and a test assembly that replace the
// repository and the logger, a mock assembly under a launch argument (and its `.not`), and an assembly
// that branches on `registry.launch`. Every combination is correct, and the ones this launch makes are used.
// rivet-expect: none
// runtime-expect: exit 0
import Rivet

protocol UsersRepository: Sendable { var name: String { get } }
struct RemoteUsersRepository: UsersRepository { let name = "remote" }
struct MockUsersRepository: UsersRepository { let name = "mock" }
struct PreviewUsersRepository: UsersRepository { let name = "preview" }

final class Logger: Sendable {
    let verbose: Bool
    init(verbose: Bool) { self.verbose = verbose }
}
final class Session: Sendable {}

struct UsersRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> any UsersRepository { RemoteUsersRepository() }
}
struct LoggerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Logger { Logger(verbose: false) }
}
struct SessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Session { Session() }
}
extension InjectedValues {
    var usersRepository: any UsersRepository { self[UsersRepositoryKey.self] }
    var logger: Logger { self[LoggerKey.self] }
    var session: Session { self[SessionKey.self] }
}

struct AppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(UsersRepositoryKey.self, .singleton)
        registry.register(SessionKey.self, .flow)
        if registry.launch.hasArgument("-verbose") {
            registry.register(LoggerKey.self, .singleton) { _ in Logger(verbose: true) }
        } else {
            registry.register(LoggerKey.self, .singleton)
        }
    }
}
struct MockAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(UsersRepositoryKey.self, .singleton) { _ in MockUsersRepository() }
    }
}
struct PreviewAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(UsersRepositoryKey.self) { _ in PreviewUsersRepository() }
    }
}
struct QuietAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LoggerKey.self, .singleton) { _ in Logger(verbose: false) }
    }
}

let mocked = Factory(
    launch: LaunchContext(arguments: ["App", "-mock", "-verbose"]),
    AppAssembly(), MockAssembly().when(.argument("-mock")), PreviewAssembly().when(.preview),
    QuietAssembly().when(.not(.argument("-verbose")))
)
precondition(mocked.usersRepository.name == "mock", "the mock assembly applies under -mock")
precondition(mocked.logger.verbose, "registry.launch sees -verbose, and QuietAssembly does not apply")
let flow = mocked.beginFlow()
precondition(flow.session === flow.session)

let live = Factory(assemblies: [AppAssembly(), MockAssembly().when(.argument("-mock")), QuietAssembly().when(.not(.argument("-verbose")))])
precondition(live.usersRepository.name == "remote" || CommandLine.arguments.contains("-mock"))

let preview = Factory(launch: LaunchContext(arguments: ["App"], environment: ["XCODE_RUNNING_FOR_PREVIEWS": "1"]), AppAssembly(), PreviewAssembly().when(.preview))
precondition(preview.usersRepository.name == "preview", "the preview assembly applies in a preview")

// `rivet check` names conditions as the runtime describes them (RivetAnalysisTests/ConditionalAssemblyTests):
// the two must read alike.
let wording: [(LaunchCondition, String)] = [
    (.test, "test"), (.preview, "preview"), (.debug, "debug"), (.simulator, "simulator"),
    (.argument("-mock-network"), "argument -mock-network"), (.environment("STAGING", equals: "1"), "environment STAGING=1"),
    (.environment("STAGING"), "environment STAGING"), (.not(.test), "not test"),
]
for (condition, analysis) in wording {
    precondition("\(condition)" == analysis, "LaunchCondition reads \(condition), rivet check writes \(analysis)")
}
