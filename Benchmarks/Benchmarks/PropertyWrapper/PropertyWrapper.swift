import Benchmark
import BenchmarkGraph
import PeerGraph
import Dependencies
import Rivet

// S6: construct a host whose property wrapper resolves a singleton, then read it.
// Rivet's @Injected resolves from the root factory installed at launch, as in an app.
// Swinject has no property wrapper: n/a.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .perOperation
    Factory.installRoot(Factory(SingletonAssembly()))

    // Each host escapes (blackHole), so that its allocation is measured as in an app.
    Benchmark("S6_PropertyWrapperHost_Handwritten") { benchmark in
        for _ in benchmark.scaledIterations {
            let host = HandwrittenHost()
            blackHole(host)
            blackHole(host.logger)
        }
    }
    Benchmark("S6_PropertyWrapperHost_Rivet") { benchmark in
        for _ in benchmark.scaledIterations {
            let host = RivetHost()
            blackHole(host)
            blackHole(host.logger)
        }
    }
    Benchmark("S6_PropertyWrapperHost_Dependencies") { benchmark in
        for _ in benchmark.scaledIterations {
            let host = DependenciesHost()
            blackHole(host)
            blackHole(host.logger)
        }
    }
}
