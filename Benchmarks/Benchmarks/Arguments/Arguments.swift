import Benchmark
import BenchmarkGraph
import PeerGraph
import Rivet
import Swinject

// S15-S18 (issue 14): a parameterized transient, a cached value per argument, a list of contributions and a
// hooked singleton, each beside the hand-written code it replaces, in one run. swift-dependencies has none
// of these (no arguments, no collections, no creation hooks); Swinject has arguments and initCompleted only.

let rivet = Factory(ArgumentAssembly())
nonisolated(unsafe) let swinject = SwinjectGraph.argumentContainer()

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .perOperation

    // S15: a new presenter for an id, over two warm singletons (S4 with an argument).
    Benchmark("S15_ParameterizedTransient_Handwritten") { benchmark in
        for id in benchmark.scaledIterations { blackHole(Handwritten.userDetail(id: id)) }
    }
    Benchmark("S15_ParameterizedTransient_Rivet") { benchmark in
        _ = rivet[UserDetailKey.self, 0]
        for id in benchmark.scaledIterations { blackHole(rivet[UserDetailKey.self, id]) }
    }
    Benchmark("S15_ParameterizedTransient_Swinject") { benchmark in
        _ = swinject.resolve(UserDetailPresenter.self, argument: 0)
        for id in benchmark.scaledIterations { blackHole(swinject.resolve(UserDetailPresenter.self, argument: id)!) }
    }

    // S16: one presenter per id, eight ids in turn, all built before the measurement (warm).
    Benchmark("S16_CachedPerArgument_Handwritten") { benchmark in
        for id in 0..<8 { _ = Handwritten.userDetails[id] }
        for id in benchmark.scaledIterations { blackHole(Handwritten.userDetails[id & 7]) }
    }
    Benchmark("S16_CachedPerArgument_Rivet") { benchmark in
        for id in 0..<8 { _ = rivet[CachedUserDetailKey.self, id] }
        for id in benchmark.scaledIterations { blackHole(rivet[CachedUserDetailKey.self, id & 7]) }
    }
    // The goal's yardstick in the same run: S2's warm singleton.
    Benchmark("S16_WarmSingleton_Rivet") { benchmark in
        _ = rivet.logger
        for _ in benchmark.scaledIterations { blackHole(rivet[LoggerKey.self]) }
    }

    // S17: a list of five contributions, built at each resolution.
    Benchmark("S17_ListOfFiveNew_Handwritten") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Handwritten.sinks()) }
    }
    Benchmark("S17_ListOfFiveNew_Rivet") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(rivet[SinksKey.self]) }
    }
    Benchmark("S17_ListOfFiveSingletons_Handwritten") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Handwritten.sharedSinks()) }
    }
    Benchmark("S17_ListOfFiveSingletons_Rivet") { benchmark in
        _ = rivet[SharedSinksKey.self]
        for _ in benchmark.scaledIterations { blackHole(rivet[SharedSinksKey.self]) }
    }

    // S18: a warm singleton with an onCreate hook against one without, and a hooked transient.
    Benchmark("S18_WarmHookedSingleton_Handwritten") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Handwritten.loggerReturnedOwned()) }
    }
    Benchmark("S18_WarmHookedSingleton_Rivet") { benchmark in
        _ = rivet[HookedLoggerKey.self]
        for _ in benchmark.scaledIterations { blackHole(rivet[HookedLoggerKey.self]) }
    }
    Benchmark("S18_WarmHookedSingleton_Swinject") { benchmark in
        _ = swinject.resolve((any Logger).self, name: "hooked")
        for _ in benchmark.scaledIterations { blackHole(swinject.resolve((any Logger).self, name: "hooked")!) }
    }
    Benchmark("S18_WarmUnhookedSingleton_Rivet") { benchmark in
        _ = rivet[LoggerKey.self]
        for _ in benchmark.scaledIterations { blackHole(rivet[LoggerKey.self]) }
    }
    Benchmark("S18_HookedTransient_Handwritten") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Handwritten.observedLogger()) }
    }
    Benchmark("S18_HookedTransient_Rivet") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(rivet[HookedTransientLoggerKey.self]) }
    }
    Benchmark("S18_HookedTransient_Swinject") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(swinject.resolve((any Logger).self, name: "hookedTransient")!) }
    }
}
