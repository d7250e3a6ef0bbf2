import Benchmark
import BenchmarkGraph
import PeerGraph
import Dependencies
import Rivet
import Swinject

// A1: building a root factory whose assemblies are picked by launch context (`.when(...)`) against the same
// registrations listed plainly. A2: a preview's scoped root (Factory.withScopedRoot) with a preview logger and
// one resolution of S4's presenter, against swift-dependencies' withDependencies, a new Swinject container
// doing the same, and hand-written construction.

/// The preview's logger, in place of the live one.
struct PreviewLoggerAssembly: Rivet.Assembly {
    func assemble(into registry: inout Rivet.Registry) {
        registry.register(LoggerKey.self, .singleton) { _ in ConsoleLogger() }
    }
}

/// A launch with `-preview-logger`, and no `MOCK` variable: one conditional assembly applies, one does not.
let previewLaunch = LaunchContext(arguments: ["App", "-preview-logger"], environment: ["HOME": "/home/app"])

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .perOperation

    Benchmark("A1_FactoryBuild_Rivet") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Factory(SingletonAssembly(), PreviewLoggerAssembly()))
        }
    }
    Benchmark("A1_FactoryBuild_Rivet_Conditional") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Factory(
                launch: previewLaunch,
                SingletonAssembly(),
                PreviewLoggerAssembly().when(.argument("-preview-logger")),
                PreviewLoggerAssembly().when(.environment("MOCK", equals: "1"))
            ))
        }
    }

    Benchmark("A2_ScopedRoot_Handwritten") { benchmark in
        for _ in benchmark.scaledIterations {
            let logger: any Logger = ConsoleLogger()
            let api: any APIClient = HTTPAPIClient(logger: logger)
            blackHole(UsersPresenter(repository: RemoteUserRepository(api: api, logger: logger), logger: logger))
        }
    }
    Benchmark("A2_ScopedRoot_Rivet") { benchmark in
        for _ in benchmark.scaledIterations {
            Factory.withScopedRoot(SingletonAssembly(), PreviewLoggerAssembly()) { _ in
                blackHole(Factory.current[PresenterKey.self])
            }
        }
    }
    Benchmark("A2_ScopedRoot_Swinject") { benchmark in
        for _ in benchmark.scaledIterations {
            let container = SwinjectGraph.singletonContainer()
            container.register((any Logger).self) { _ in ConsoleLogger() }.inObjectScope(.container)
            blackHole(container.resolve((any Presenter).self)!)
        }
    }
    Benchmark("A2_ScopedRoot_Dependencies") { benchmark in
        for _ in benchmark.scaledIterations {
            withDependencies {
                $0.logger = ConsoleLogger()
            } operation: {
                @Dependency(\.builders) var builders
                blackHole(builders.presenterOverSingletons())
            }
        }
    }
}
