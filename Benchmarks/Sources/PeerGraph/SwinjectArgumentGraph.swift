import BenchmarkGraph
import Swinject

// S15 and S18 as Swinject registrations: a presenter built with an argument (`resolve(_:argument:)`), and
// singletons with and without an `initCompleted` action (Swinject's onCreate). Swinject has no cache of one
// value per argument (S16: its `.container` scope keeps one value for every argument) and no collection
// contributed to by several assemblies (S17).

extension SwinjectGraph {
    /// S15, S18: the singleton graph, a presenter per id, and two loggers with an initCompleted action.
    public static func argumentContainer() -> Container {
        let container = singletonContainer()
        container.register(UserDetailPresenter.self) { (resolver, id: Int) in
            UserDetailPresenter(id: id, repository: resolver.resolve((any UserRepository).self)!, logger: resolver.resolve((any Logger).self)!)
        }.inObjectScope(.transient)
        container.register((any Logger).self, name: "hooked") { _ in ConsoleLogger() }
            .inObjectScope(.container)
            .initCompleted { _, logger in observeCreation(logger) }
        container.register((any Logger).self, name: "hookedTransient") { _ in ConsoleLogger() }
            .inObjectScope(.transient)
            .initCompleted { _, logger in observeCreation(logger) }
        return container
    }
}
