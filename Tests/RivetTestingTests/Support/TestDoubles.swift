import Foundation
import Rivet

/// A repository that returns the names it was given.
final class MockUsersRepository: UsersRepository {
    let names: [String]
    init(_ names: [String] = ["mock"]) { self.names = names }
    func users() async throws -> [User] { names.map(User.init(name:)) }
}

/// The test doubles a strict test registers: every key the app resolves gets a closure.
struct TestDoublesAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(LoggerKey.self, .singleton) { _ in RecordingLogger() }
        registry.register(UsersRepositoryKey.self) { _ in MockUsersRepository() }
    }
}

/// A class whose instances tests compare by identity and by label.
final class Thing: Sendable {
    let label: String
    init(_ label: String) { self.label = label }
}

/// A key with no registration in the app: transient through its own make unless a test registers it.
struct ThingKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("live") }
}

extension InjectedValues {
    var thing: Thing { self[ThingKey.self] }
}

/// Registers ``ThingKey`` as a singleton.
struct SingletonThingAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(ThingKey.self, .singleton)
    }
}

/// Holds what `@Injected` resolved when it was initialised.
struct ThingHolder {
    @Injected(\.thing) var thing
}

/// Counts calls from any thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    @discardableResult
    func increment() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}

/// An assembly made of a closure, for tests that register a few keys their own way.
struct TestAssembly: Assembly, Sendable {
    let body: @Sendable (inout Registry) -> Void
    init(_ body: @escaping @Sendable (inout Registry) -> Void) { self.body = body }
    func assemble(into registry: inout Registry) { body(&registry) }
}
