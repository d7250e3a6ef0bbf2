import Benchmark
import BenchmarkGraph
import PeerGraph
import Dependencies
import Rivet
import Swinject

// S1-S5: resolving transients, a warm singleton, a presenter graph and a 10-deep chain.
// Each scenario: hand-written code, Rivet, Swinject, swift-dependencies, in one run.

let rivetTransients = Factory(TransientAssembly())
let rivetSingletons = Factory(SingletonAssembly())
nonisolated(unsafe) let swinjectTransients = SwinjectGraph.transientContainer()
nonisolated(unsafe) let swinjectSingletons = SwinjectGraph.singletonContainer()
nonisolated(unsafe) let swinjectChain = SwinjectGraph.chainContainer()

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .perOperation

    // S1: a transient leaf.
    Benchmark("S1_TransientLeaf_Handwritten") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ConsoleLogger() as any Logger) }
    }
    Benchmark("S1_TransientLeaf_Rivet") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(rivetTransients[LoggerKey.self]) }
    }
    Benchmark("S1_TransientLeaf_Swinject") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(swinjectTransients.resolve((any Logger).self)!) }
    }
    Benchmark("S1_TransientLeaf_Dependencies") { benchmark in
        for _ in benchmark.scaledIterations {
            @Dependency(\.builders) var builders
            blackHole(builders.logger())
        }
    }

    // S2: a warm singleton.
    Benchmark("S2_WarmSingleton_Handwritten") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Handwritten.logger) }
    }
    Benchmark("S2_WarmSingletonReturnedOwned_Handwritten") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Handwritten.loggerReturnedOwned()) }
    }
    Benchmark("S2_WarmSingleton_Rivet") { benchmark in
        _ = rivetSingletons.logger
        for _ in benchmark.scaledIterations { blackHole(rivetSingletons[LoggerKey.self]) }
    }
    Benchmark("S2_WarmSingleton_Swinject") { benchmark in
        _ = swinjectSingletons.resolve((any Logger).self)
        for _ in benchmark.scaledIterations { blackHole(swinjectSingletons.resolve((any Logger).self)!) }
    }
    Benchmark("S2_WarmSingleton_Dependencies") { benchmark in
        for _ in benchmark.scaledIterations {
            @Dependency(\.logger) var logger
            blackHole(logger)
        }
    }

    // S3: a transient presenter whose dependencies are all transient.
    Benchmark("S3_TransientPresenter_Handwritten") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Handwritten.transientPresenter()) }
    }
    Benchmark("S3_TransientPresenter_Rivet") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(rivetTransients[PresenterKey.self]) }
    }
    Benchmark("S3_TransientPresenter_Swinject") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(swinjectTransients.resolve((any Presenter).self)!) }
    }
    Benchmark("S3_TransientPresenter_Dependencies") { benchmark in
        for _ in benchmark.scaledIterations {
            @Dependency(\.builders) var builders
            blackHole(builders.presenter())
        }
    }

    // S4: a transient presenter over singleton dependencies.
    Benchmark("S4_PresenterOverSingletons_Handwritten") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Handwritten.presenterOverSingletons()) }
    }
    Benchmark("S4_PresenterOverSingletons_Rivet") { benchmark in
        _ = rivetSingletons.presenter
        for _ in benchmark.scaledIterations { blackHole(rivetSingletons[PresenterKey.self]) }
    }
    Benchmark("S4_PresenterOverSingletons_Swinject") { benchmark in
        _ = swinjectSingletons.resolve((any Presenter).self)
        for _ in benchmark.scaledIterations { blackHole(swinjectSingletons.resolve((any Presenter).self)!) }
    }
    Benchmark("S4_PresenterOverSingletons_Dependencies") { benchmark in
        for _ in benchmark.scaledIterations {
            @Dependency(\.builders) var builders
            blackHole(builders.presenterOverSingletons())
        }
    }

    // S5: a 10-deep transient chain.
    Benchmark("S5_TenDeepChain_Handwritten") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Handwritten.chain()) }
    }
    Benchmark("S5_TenDeepChain_Rivet") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(rivetTransients[Link9Key.self]) }
    }
    Benchmark("S5_TenDeepChain_Swinject") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(swinjectChain.resolve(Link.self, name: "9")!) }
    }
    Benchmark("S5_TenDeepChain_Dependencies") { benchmark in
        for _ in benchmark.scaledIterations {
            @Dependency(\.builders) var builders
            blackHole(builders.link(9))
        }
    }
}
