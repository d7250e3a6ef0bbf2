import Rivet
import RivetTestSupport

/// The test doubles a strict test registers: every key the app resolves gets a closure.
struct TestDoublesAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LoggerKey.self, .singleton) { _ in RecordingLogger() }
        registry.register(UsersRepositoryKey.self) { _ in MockUsersRepository() }
    }
}
