import BenchmarkGraph
import Swinject

// The graph as Swinject registrations. Swinject's default scope is `.graph`; transients are registered
// `.transient`, singletons `.container`.

public enum SwinjectGraph {
    /// S1, S3: every service transient.
    public static func transientContainer() -> Container {
        let container = Container()
        registerGraph(in: container, dependencies: .transient)
        return container
    }

    /// S2, S4, S6-S8: logger, API client and repository are singletons; the presenter is transient.
    public static func singletonContainer() -> Container {
        let container = Container()
        registerGraph(in: container, dependencies: .container)
        return container
    }

    static func registerGraph(in container: Container, dependencies scope: ObjectScope) {
        container.register((any Logger).self) { _ in ConsoleLogger() }.inObjectScope(scope)
        container.register((any APIClient).self) { resolver in
            HTTPAPIClient(logger: resolver.resolve((any Logger).self)!)
        }.inObjectScope(scope)
        container.register((any UserRepository).self) { resolver in
            RemoteUserRepository(api: resolver.resolve((any APIClient).self)!, logger: resolver.resolve((any Logger).self)!)
        }.inObjectScope(scope)
        container.register((any Presenter).self) { resolver in
            UsersPresenter(repository: resolver.resolve((any UserRepository).self)!, logger: resolver.resolve((any Logger).self)!)
        }.inObjectScope(.transient)
    }

    /// S5: ten named links, each resolving the one below.
    public static func chainContainer() -> Container {
        let container = Container()
        container.register(Link.self, name: "0") { _ in Link(next: nil) }.inObjectScope(.transient)
        for index in 1..<10 {
            let below = String(index - 1)
            container.register(Link.self, name: String(index)) { resolver in
                Link(next: resolver.resolve(Link.self, name: below)!)
            }.inObjectScope(.transient)
        }
        return container
    }

    /// S10: a child container holding the flow's session.
    public static func beginFlow(from parent: Container) -> Container {
        let flow = Container(parent: parent)
        flow.register(FlowSession.self) { _ in FlowSession() }.inObjectScope(.container)
        return flow
    }
}
