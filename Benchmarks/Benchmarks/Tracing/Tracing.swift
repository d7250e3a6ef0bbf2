import Benchmark
import BenchmarkGraph
import Rivet

// S19-S20: what tracing costs. A warm singleton (S2) and a 10-deep transient chain (S5), each resolved from a
// factory never traced while no scope is (Rivet), from one never traced while another factory is (tracing
// elsewhere: the global word is set, this factory's table is not), and from a traced factory (traced: every
// resolution recorded, the trace cleared every 1,024 operations so that its memory stays bounded), against
// hand-written code. Every scenario stops the tracing it started, so that none leaks into the next one.

let untracedSingletons = Factory(SingletonAssembly())
let untracedTransients = Factory(TransientAssembly())
let otherFactory = Factory(SingletonAssembly())

/// Runs `body` with `factory` traced into a new trace, and stops tracing after.
func withTracing(of factory: Factory, _ body: (ResolutionTrace) -> Void) {
    let trace = ResolutionTrace()
    factory.startTracing(into: trace)
    body(trace)
    factory.stopTracing()
    trace.clear()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .perOperation

    // S19: a warm singleton.
    Benchmark("S19_WarmSingleton_Handwritten") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Handwritten.logger) }
    }
    Benchmark("S19_WarmSingleton_Rivet") { benchmark in
        _ = untracedSingletons[LoggerKey.self]
        for _ in benchmark.scaledIterations { blackHole(untracedSingletons[LoggerKey.self]) }
    }
    Benchmark("S19_WarmSingleton_RivetTracingElsewhere") { benchmark in
        _ = untracedSingletons[LoggerKey.self]
        withTracing(of: otherFactory) { _ in
            for _ in benchmark.scaledIterations { blackHole(untracedSingletons[LoggerKey.self]) }
        }
    }
    Benchmark("S19_WarmSingleton_RivetTraced") { benchmark in
        let factory = Factory(SingletonAssembly())
        _ = factory[LoggerKey.self]
        withTracing(of: factory) { trace in
            for iteration in benchmark.scaledIterations {
                blackHole(factory[LoggerKey.self])
                if iteration & 1023 == 1023 { trace.clear() }
            }
        }
    }

    // S20: a 10-deep transient chain.
    Benchmark("S20_TenDeepChain_Handwritten") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Handwritten.chain()) }
    }
    Benchmark("S20_TenDeepChain_Rivet") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(untracedTransients[Link9Key.self]) }
    }
    Benchmark("S20_TenDeepChain_RivetTracingElsewhere") { benchmark in
        withTracing(of: otherFactory) { _ in
            for _ in benchmark.scaledIterations { blackHole(untracedTransients[Link9Key.self]) }
        }
    }
    Benchmark("S20_TenDeepChain_RivetTraced") { benchmark in
        let factory = Factory(TransientAssembly())
        withTracing(of: factory) { trace in
            for iteration in benchmark.scaledIterations {
                blackHole(factory[Link9Key.self])
                if iteration & 127 == 127 { trace.clear() }
            }
        }
    }
}
