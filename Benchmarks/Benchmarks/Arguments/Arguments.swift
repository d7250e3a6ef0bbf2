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

extension Benchmark.Configuration {
    /// S17_AssembleContributions: wall clock (in ms) and mallocs of building one factory whose assembly makes
    /// 10^4 or 10^5 contributions; a handful of iterations, each a whole assembly.
    static var contributionAssembly: Self {
        .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 20)
    }
}

/// S17_AssembleContributions: a list that many contributions make.
struct ContributedNumbersKey: ListKey { typealias Element = Int }

/// S17_AssembleContributions: makes `count` contributions to one list, as an app's assemblies (or a flow's,
/// or a factory's again at `reset()`) do.
struct ManyContributionsAssembly: Rivet.Assembly {
    let count: Int

    func assemble(into registry: inout Registry) {
        for number in 0..<count {
            registry.contribute(ContributedNumbersKey.self) { _ in number }
        }
    }
}

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

    // S17_AssembleContributions: building a factory whose assembly makes 10^4 and 10^5 contributions, against
    // collecting as many closures in an array by hand. Linear: the 10^5 figure is about ten times the 10^4 one
    // (each contribution copied every earlier one: 16,000 took seconds, 100,000 more than a minute).
    for count in [10_000, 100_000] {
        Benchmark("S17_AssembleContributions_Handwritten_\(count)", configuration: .contributionAssembly) { _ in
            var makes: [@Sendable () -> Int] = []
            for number in 0..<count { makes.append { number } }
            blackHole(makes)
        }
        Benchmark("S17_AssembleContributions_Rivet_\(count)", configuration: .contributionAssembly) { _ in
            blackHole(Factory(ManyContributionsAssembly(count: count)))
        }
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
