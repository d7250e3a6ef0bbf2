import Benchmark
import BenchmarkGraph
import PeerGraph
import GeneratedKeys
import Rivet
import Swinject

// S9: S2 (a warm singleton) in a factory with 10, 1,000 and 10,000 other registered keys. The cost of a
// Rivet resolution must not grow with the number of registrations.

func rivetFactory(_ registrations: any Rivet.Assembly) -> Factory {
    let factory = Factory(SingletonAssembly(), registrations)
    _ = factory.logger
    return factory
}

func swinjectContainer(_ register: (Container) -> Void) -> Container {
    let container = SwinjectGraph.singletonContainer()
    register(container)
    _ = container.resolve((any Logger).self)
    return container
}

let rivet10 = rivetFactory(Keys10.Registrations())
let rivet1000 = rivetFactory(Keys1000.Registrations())
let rivet10000 = rivetFactory(Keys10000.Registrations())
nonisolated(unsafe) let swinject10 = swinjectContainer(Keys10.register(in:))
nonisolated(unsafe) let swinject10000 = swinjectContainer(Keys10000.register(in:))

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .perOperation

    Benchmark("S9_WarmSingleton_Rivet_10keys") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(rivet10[LoggerKey.self]) }
    }
    Benchmark("S9_WarmSingleton_Rivet_1000keys") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(rivet1000[LoggerKey.self]) }
    }
    Benchmark("S9_WarmSingleton_Rivet_10000keys") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(rivet10000[LoggerKey.self]) }
    }
    Benchmark("S9_WarmSingleton_Swinject_10keys") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(swinject10.resolve((any Logger).self)!) }
    }
    Benchmark("S9_WarmSingleton_Swinject_10000keys") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(swinject10000.resolve((any Logger).self)!) }
    }
}
