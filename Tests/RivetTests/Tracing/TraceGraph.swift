import Foundation
import Rivet
import RivetTestSupport

// The graph the tracing tests (and Documentation/Tracing.md) trace: a presenter over a repository over two
// singletons, a key no assembly registers, a login flow, an avatar per user id, an async database and a list
// of deep-link handlers.

struct TracedLoggerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("logger") }
}

struct TracedAPIClientKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("api over \(values[TracedLoggerKey.self].label)") }
}

struct TracedUsersRepositoryKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing {
        Thing("repository over \(values[TracedAPIClientKey.self].label), \(values[TracedLoggerKey.self].label)")
    }
}

/// Registered nowhere: built by its own make (its live default) each time.
struct TracedClockKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("clock") }
}

struct TracedUsersPresenterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing {
        Thing("presenter over \(values[TracedUsersRepositoryKey.self].label), \(values[TracedClockKey.self].label)")
    }
}

struct TracedSessionKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("session") }
}

struct TracedLoginPresenterKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing {
        Thing("login over \(values[TracedSessionKey.self].label), \(values[TracedAPIClientKey.self].label)")
    }
}

struct TracedAvatarKey: ParameterizedKey {
    static func make(_ values: InjectedValues, _ userID: Int) -> Thing {
        Thing("avatar \(userID) via \(values[TracedAPIClientKey.self].label)")
    }
}

struct TracedDatabaseKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Thing {
        Thing("database logging to \(values[TracedLoggerKey.self].label)")
    }
}

struct TracedHandlersKey: ListKey {
    typealias Element = Thing
}

struct TracedHomeHandlerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("home") }
}

struct TracedProfileHandlerKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Thing { Thing("profile") }
}

struct TracedAppAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(TracedLoggerKey.self, .singleton)
        registry.register(TracedAPIClientKey.self, .singleton)
        registry.register(TracedUsersRepositoryKey.self)
        registry.register(TracedUsersPresenterKey.self)
        registry.register(TracedAvatarKey.self, .singleton(keepingAtMost: 8))
        registry.registerAsync(TracedDatabaseKey.self, .singleton)
        registry.register(TracedHomeHandlerKey.self, .singleton)
        registry.contribute(TracedHandlersKey.self, TracedHomeHandlerKey.self)
        registry.contribute(TracedHandlersKey.self, TracedProfileHandlerKey.self)
    }
}

struct TracedLoginAssembly: Assembly {
    func assemble(into registry: inout Registry) {
        registry.register(TracedSessionKey.self, .flow)
        registry.register(TracedLoginPresenterKey.self)
    }
}

extension ResolutionTrace {
    /// The tree without what changes from run to run: make times and thread numbers.
    var stableTree: String {
        tree.replacingOccurrences(of: #" in [0-9.]+ (ns|µs|ms|s),"#, with: ",", options: .regularExpression)
            .replacingOccurrences(of: #", thread [0-9]+( \(main\))?"#, with: "", options: .regularExpression)
    }
}
