import Benchmark

// The entry point ordo-one/benchmark's BenchmarkPlugin would generate, written out: the gate builds the suite without
// the plugin, whose generator (with swift-argument-parser and swift-system, for the host) would cost its build about
// as much as the suite's own dependencies.
@main
struct BenchmarkRunner: BenchmarkRunnerHooks {
    static func registerBenchmarks() {
        _ = benchmarks()
    }
}
