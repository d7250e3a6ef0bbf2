import Foundation
import Rivet
import RivetTestSupport
import Testing

/// Names reported from any thread.
final class NameLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    var names: [String] { lock.withLock { recorded } }
    func append(_ name: String) { lock.withLock { recorded.append(name) } }
}

@Suite struct LiveDefaultObserverTests {
    @Test func observer_hearsOfEveryKeyBuiltByItsOwnMake_andOfNoOverride() {
        let log = NameLog()
        let factory = Factory(assemblies: [AppAssembly()], liveDefaultObserver: { log.append($0) })
        factory.override(UsersRepositoryKey.self) { _ in MockUsersRepository() }
        _ = factory.usersRepository
        _ = factory.apiClient   // registered with its own closure, which builds the logger with LoggerKey.make
        _ = factory.beginFlow().session
        #expect(log.names == ["LoggerKey", "SessionKey"])
    }
}
