import Rivet

// Documentation/Migrating/FromSwinject.md: the object graph of Rivet's benchmarks
// (Benchmarks/Sources/BenchmarkGraph), which PeerGraph/SwinjectGraph.swift registers in Swinject, migrated to Rivet.
// It sits in an enum only so that its names (Logger, LoggerKey, ...) don't clash with other tests'.

enum SwinjectMigration {
    protocol Logger: AnyObject, Sendable {}
    protocol APIClient: AnyObject, Sendable { var logger: any Logger { get } }
    protocol UserRepository: AnyObject, Sendable { var api: any APIClient { get } }
    protocol Presenter: AnyObject, Sendable {
        var repository: any UserRepository { get }
        var logger: any Logger { get }
    }

    final class ConsoleLogger: Logger {}
    final class HTTPAPIClient: APIClient {
        let logger: any Logger
        init(logger: any Logger) { self.logger = logger }
    }
    final class RemoteUserRepository: UserRepository {
        let api: any APIClient, logger: any Logger
        init(api: any APIClient, logger: any Logger) { (self.api, self.logger) = (api, logger) }
    }
    final class UsersPresenter: Presenter {
        let repository: any UserRepository, logger: any Logger
        init(repository: any UserRepository, logger: any Logger) { (self.repository, self.logger) = (repository, logger) }
    }
    final class FlowSession: Sendable {}

    struct LoggerKey: InjectionKey {
        static func make(_ values: InjectedValues) -> any Logger { ConsoleLogger() }
    }

    struct APIClientKey: InjectionKey {
        static func make(_ values: InjectedValues) -> any APIClient {
            HTTPAPIClient(logger: values[LoggerKey.self])
        }
    }

    struct UserRepositoryKey: InjectionKey {
        static func make(_ values: InjectedValues) -> any UserRepository {
            RemoteUserRepository(api: values[APIClientKey.self], logger: values[LoggerKey.self])
        }
    }

    struct PresenterKey: InjectionKey {
        static func make(_ values: InjectedValues) -> any Presenter {
            UsersPresenter(repository: values[UserRepositoryKey.self], logger: values[LoggerKey.self])
        }
    }

    /// `.container` becomes `.singleton`; `.transient` is Rivet's default.
    struct AppAssembly: Assembly {
        func assemble(into registry: inout Registry) {
            registry.register(LoggerKey.self, .singleton)
            registry.register(APIClientKey.self, .singleton)
            registry.register(UserRepositoryKey.self, .singleton)
            registry.register(PresenterKey.self)
        }
    }

    struct FlowSessionKey: InjectionKey {
        static func make(_ values: InjectedValues) -> FlowSession { FlowSession() }
    }

    /// The flow's own registrations: what `Container(parent:)` registered.
    struct FlowAssembly: Assembly {
        func assemble(into registry: inout Registry) {
            registry.register(FlowSessionKey.self, .flow)
        }
    }
}
