import Benchmark

extension Benchmark.Configuration {
    /// Wall-clock time and mallocs, reported per resolution: each measured iteration runs 1,000 of them.
    ///
    /// The regression gate (`baseline check`) allows p50 time to drift by 40% (this is a shared 2-core
    /// machine) and allows no extra malloc at all.
    public static var perOperation: Self {
        .init(
            metrics: [.wallClock, .mallocCountTotal],
            scalingFactor: .kilo,
            maxDuration: .seconds(1),
            maxIterations: 1_000,
            thresholds: [
                .wallClock: .init(relative: [.p50: 40]),
                .mallocCountTotal: .init(absolute: [.p50: 0]),
            ]
        )
    }
}
