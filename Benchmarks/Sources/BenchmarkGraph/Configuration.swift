import Benchmark

extension Benchmark.Configuration {
    /// Wall-clock time and mallocs, reported per resolution: each measured iteration runs 1,000 of them.
    public static var perOperation: Self {
        .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(1), maxIterations: 1_000)
    }
}
