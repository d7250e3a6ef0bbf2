import Benchmark

extension Benchmark.Configuration {
    /// Wall-clock time and mallocs, reported per resolution: each measured iteration runs 1,000 of them.
    ///
    /// The suites compare every library on one graph; they judge nothing. The regression gate is the `Gate`
    /// suite with Scripts/gate.sh, which compares Rivet's ratios to hand-written code with Gate/limits.tsv.
    public static var perOperation: Self {
        .init(
            metrics: [.wallClock, .mallocCountTotal],
            scalingFactor: .kilo,
            maxDuration: .seconds(1),
            maxIterations: 1_000
        )
    }
}
