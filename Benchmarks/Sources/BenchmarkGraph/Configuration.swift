import Benchmark

extension Benchmark.Configuration {
    /// Wall-clock time and mallocs, reported per resolution: each measured iteration runs 1,000 of them.
    ///
    /// The regression gate (`baseline check`) allows no extra malloc at all, and p50 time to grow by 120%:
    /// on this shared 2-core machine unchanged code varies by up to ~80% between runs (S4 measured 66 and
    /// 117 ns), so the time check catches gross regressions (a lock or a hash on the hot path) only.
    public static var perOperation: Self {
        .init(
            metrics: [.wallClock, .mallocCountTotal],
            scalingFactor: .kilo,
            maxDuration: .seconds(1),
            maxIterations: 1_000,
            thresholds: [
                .wallClock: .init(relative: [.p50: 120]),
                .mallocCountTotal: .init(absolute: [.p50: 0]),
            ]
        )
    }
}
