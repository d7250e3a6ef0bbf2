import Benchmark
import BenchmarkGraph
import Rivet

// S11-S14: async components. S11 and S12 measure how long a warm-up takes to build components that sleep
// (I/O), against hand-written `async let` (the limit) and one await after another; S13 the sync resolution of
// a warmed async singleton against S2's warm sync singleton; S14 1,000 tasks awaiting one component at once.
// The peers have no async resolution: Swinject and swift-dependencies build synchronously, so there is no
// column for them here.
//
// Not in the regression gate: this target is not among the gate's `--target`s.

extension Benchmark.Configuration {
    /// Wall clock (in µs, to see the overhead over the sleeps) and mallocs of whole builds that take 100 to
    /// 300 ms: a few seconds per benchmark.
    static var asyncBuild: Self {
        .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 20)
    }

    /// S14: wall clock and mallocs of one iteration of 1,000 awaiters.
    static var singleFlight: Self {
        .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 50)
    }
}

/// S13: built once, before any iteration, by the benchmark's setup.
let warmFactory = Factory(WarmAsyncAssembly())

/// S14: the number of tasks that await the component at once.
let awaiters = 1_000

let benchmarks: @Sendable () -> Void = {
    // S11: three independent components, 100 ms each: ~100 ms at once, 300 ms one after the other.
    Benchmark("S11_WarmUpThree_Handwritten", configuration: .asyncBuild) { _ in
        blackHole(try await HandwrittenAsync.threeAtOnce())
    }
    Benchmark("S11_WarmUpThreeOneByOne_Handwritten", configuration: .asyncBuild) { _ in
        blackHole(try await HandwrittenAsync.threeOneByOne())
    }
    Benchmark("S11_WarmUpThree_Rivet", configuration: .asyncBuild) { benchmark in
        let factory = Factory(ThreeAsyncAssembly())
        benchmark.startMeasurement()
        try await factory.warmUp()
        benchmark.stopMeasurement()
        blackHole(factory[KeychainKey.self])
    }

    // S12: C awaits A and B (50 ms each, independent), then takes 50 ms: ~100 ms at best, 150 ms in series.
    Benchmark("S12_Diamond_Handwritten", configuration: .asyncBuild) { _ in
        blackHole(try await HandwrittenAsync.diamond())
    }
    Benchmark("S12_DiamondOneByOne_Handwritten", configuration: .asyncBuild) { _ in
        blackHole(try await HandwrittenAsync.diamondOneByOne())
    }
    Benchmark("S12_Diamond_Rivet", configuration: .asyncBuild) { benchmark in
        let factory = Factory(DiamondAssembly())
        benchmark.startMeasurement()
        try await factory.warmUp()
        benchmark.stopMeasurement()
        blackHole(factory[DiamondCKey.self])
    }
    // Awaiting C alone, no warm-up: C's make awaits A, then B, so they are built one after the other.
    Benchmark("S12_DiamondAwaitTop_Rivet", configuration: .asyncBuild) { benchmark in
        let factory = Factory(DiamondAssembly())
        benchmark.startMeasurement()
        blackHole(try await factory.resolve(DiamondCKey.self))
        benchmark.stopMeasurement()
    }

    // S13: a sync resolution of a warmed async singleton, beside S2's warm sync singleton in the same factory.
    Benchmark("S13_WarmSyncSingleton_Rivet", configuration: .perOperation) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(warmFactory[LoggerKey.self]) }
    } setup: {
        _ = warmFactory[LoggerKey.self]
    }
    Benchmark("S13_WarmAsyncSingleton_Rivet", configuration: .perOperation) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(warmFactory[AsyncLoggerKey.self]) }
    } setup: {
        try await warmFactory.warmUp()
    }

    // S14: 1,000 tasks await one component that takes 10 ms to build; it must be built once. Hand-written:
    // the tasks await one shared `Task`'s value.
    Benchmark("S14_SingleFlight1000_Handwritten", configuration: .singleFlight) { _ in
        let shared = Task { try await Opened.open("shared", taking: 10) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<awaiters { group.addTask { blackHole(try await shared.value) } }
            try await group.waitForAll()
        }
    }
    Benchmark("S14_SingleFlight1000_Rivet", configuration: .singleFlight) { benchmark in
        let builds = BuildCount()
        let factory = Factory(SingleFlightAssembly(counting: builds))
        benchmark.startMeasurement()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<awaiters { group.addTask { blackHole(try await factory.resolve(SingleFlightKey.self)) } }
            try await group.waitForAll()
        }
        benchmark.stopMeasurement()
        let count = await builds.count
        if count != 1 { benchmark.error("S14: built \(count) times for \(awaiters) awaiters, expected once") }
    }
}
