import Benchmark
import BenchmarkGraph
import Rivet

// S19-S20: what observing costs. A warm singleton (S2) and a 10-deep transient chain (S5), each resolved from a
// factory built without an observer while another factory has one (Rivet: an observer is a factory's own, so
// the other's costs this one nothing), and from a factory built with a `ResolutionTrace` as its observer (traced:
// every resolution recorded, the trace cleared every 1,024 operations so that its memory stays bounded), against
// hand-written code.

let untracedSingletons = Factory(SingletonAssembly())
let untracedTransients = Factory(TransientAssembly())
/// Observed the whole run: the factories above must not pay for it.
let otherFactory = Factory(observer: ResolutionTrace(), SingletonAssembly())

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .perOperation
    _ = otherFactory[LoggerKey.self]

    // S19: a warm singleton.
    Benchmark("S19_WarmSingleton_Handwritten") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Handwritten.logger) }
    }
    Benchmark("S19_WarmSingleton_Rivet") { benchmark in
        _ = untracedSingletons[LoggerKey.self]
        for _ in benchmark.scaledIterations { blackHole(untracedSingletons[LoggerKey.self]) }
    }
    Benchmark("S19_WarmSingleton_RivetTraced") { benchmark in
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace, SingletonAssembly())
        _ = factory[LoggerKey.self]
        for iteration in benchmark.scaledIterations {
            blackHole(factory[LoggerKey.self])
            if iteration & 1023 == 1023 { trace.clear() }
        }
    }

    // S20: a 10-deep transient chain.
    Benchmark("S20_TenDeepChain_Handwritten") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Handwritten.chain()) }
    }
    Benchmark("S20_TenDeepChain_Rivet") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(untracedTransients[Link9Key.self]) }
    }
    Benchmark("S20_TenDeepChain_RivetTraced") { benchmark in
        let trace = ResolutionTrace()
        let factory = Factory(observer: trace, TransientAssembly())
        for iteration in benchmark.scaledIterations {
            blackHole(factory[Link9Key.self])
            if iteration & 127 == 127 { trace.clear() }
        }
    }
}
