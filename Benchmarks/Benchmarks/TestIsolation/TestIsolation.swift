import Benchmark
import BenchmarkGraph
import PeerGraph
import Dependencies
import Rivet
import Swinject

// S7: what a test pays for isolation: a new scope, one override, the first S4 resolution. Rivet's is
// what RivetTesting does for every test: a fresh factory from the test's assemblies, bound as current.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .perOperation

    // A composition root a test builds by hand: the S4 graph's shared dependencies, the logger replaced.
    Benchmark("S7_IsolatedScope_Handwritten") { benchmark in
        for _ in benchmark.scaledIterations {
            let root = HandwrittenRoot(logger: { ConsoleLogger() })
            blackHole(root.presenter())
        }
    }
    Benchmark("S7_IsolatedScope_Rivet") { benchmark in
        for _ in benchmark.scaledIterations {
            let factory = Factory(SingletonAssembly())
            factory.override(LoggerKey.self) { _ in ConsoleLogger() }
            factory.withCurrent { blackHole(factory[PresenterKey.self]) }
        }
    }
    Benchmark("S7_IsolatedScope_Swinject") { benchmark in
        for _ in benchmark.scaledIterations {
            let container = SwinjectGraph.singletonContainer()
            container.register((any Logger).self) { _ in ConsoleLogger() }.inObjectScope(.container)
            blackHole(container.resolve((any Presenter).self)!)
        }
    }
    Benchmark("S7_IsolatedScope_Dependencies") { benchmark in
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
