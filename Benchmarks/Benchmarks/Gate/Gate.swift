import Benchmark
import BenchmarkGraph
import Dispatch
import Rivet
#if canImport(Glibc)
import Glibc
#endif

// The regression gate's suite (Scripts/gate.sh, limits in Benchmarks/Gate/limits.tsv): each scenario's
// hand-written code and Rivet, the same code as the suites' `_Handwritten` and `_Rivet` benchmarks (S2's and S8's
// hand-written singleton is the `static let` returned from a call, as Resolution's `S2_WarmSingletonReturnedOwned`),
// and nothing of the peers, so that the gate builds little.
//
// Built without the trait MallocCounts (`swift package --disable-default-traits ...`), a scenario is one
// benchmark that runs hand-written code and Rivet in turns, a few microseconds each, and records per turn
// each one's time per operation and the pair's ratio: a slow spell of this shared machine falls on both sides of
// a pair, so the median of the pairs' ratios holds where the times themselves drift. No malloc interposer is in
// the process (it adds the same cost to every allocation on both sides, pulling ratios toward 1); the suite
// refuses to run if one is.
//
// Built with MallocCounts (the default), each side is a benchmark of its own that counts mallocs per operation.

let rivetTransients = Factory(TransientAssembly())
let rivetSingletons = Factory(SingletonAssembly())
let rivetArguments = Factory(ArgumentAssembly())

/// One row of the gate: the same work written by hand and resolved by Rivet.
struct GateScenario: Sendable {
    /// The row's name in limits.tsv, `S<n>_<Scenario>`.
    var name: String
    /// Operations per turn: enough that a turn takes tens of microseconds (under a millisecond on two threads, shorter
    /// than the scheduler's time slice, so that both turns of a pair mostly run with the same cores free).
    var operations: Int
    /// How long the pairs of turns run, in each round.
    var duration: Duration = .milliseconds(100)
    /// False where malloc counts mean nothing (two threads).
    var countsMallocs = true
    /// Runs `n` operations of hand-written code.
    var handwritten: @Sendable (Int) -> Void
    /// Runs `n` operations of Rivet.
    var rivet: @Sendable (Int) -> Void
}

/// Runs `body` on two threads at once, each running it `n` times.
@inline(__always)
func onTwoThreads(_ n: Int, _ body: @Sendable () -> Void) {
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
        for _ in 0..<n { body() }
    }
}

let scenarios: [GateScenario] = [
    GateScenario(name: "S1_TransientLeaf", operations: 1_000,
                 handwritten: { n in for _ in 0..<n { blackHole(ConsoleLogger() as any Logger) } },
                 rivet: { n in for _ in 0..<n { blackHole(rivetTransients[LoggerKey.self]) } }),
    // The hand-written side is a `static let` returned from a call the optimizer cannot see through, as a
    // resolution returns it (owned); a bare `static let` read is a load that needs no call and no retain.
    GateScenario(name: "S2_WarmSingleton", operations: 4_000,
                 handwritten: { n in for _ in 0..<n { blackHole(Handwritten.loggerReturnedOwned()) } },
                 rivet: { n in for _ in 0..<n { blackHole(rivetSingletons[LoggerKey.self]) } }),
    GateScenario(name: "S3_TransientPresenter", operations: 200,
                 handwritten: { n in for _ in 0..<n { blackHole(Handwritten.transientPresenter()) } },
                 rivet: { n in for _ in 0..<n { blackHole(rivetTransients[PresenterKey.self]) } }),
    GateScenario(name: "S4_PresenterOverSingletons", operations: 1_000,
                 handwritten: { n in for _ in 0..<n { blackHole(Handwritten.presenterOverSingletons()) } },
                 rivet: { n in for _ in 0..<n { blackHole(rivetSingletons[PresenterKey.self]) } }),
    GateScenario(name: "S5_TenDeepChain", operations: 100,
                 handwritten: { n in for _ in 0..<n { blackHole(Handwritten.chain()) } },
                 rivet: { n in for _ in 0..<n { blackHole(rivetTransients[Link9Key.self]) } }),
    // @Injected resolves from the root factory installed at launch (below), as in an app.
    GateScenario(name: "S6_PropertyWrapperHost", operations: 500,
                 handwritten: { n in
                     for _ in 0..<n {
                         let host = HandwrittenHost()
                         blackHole(host)
                         blackHole(host.logger)
                     }
                 },
                 rivet: { n in
                     for _ in 0..<n {
                         let host = RivetHost()
                         blackHole(host)
                         blackHole(host.logger)
                     }
                 }),
    // What RivetTesting does for every test, against a composition root a test builds by hand.
    GateScenario(name: "S7_IsolatedScope", operations: 25,
                 handwritten: { n in
                     for _ in 0..<n {
                         let root = HandwrittenRoot(logger: { ConsoleLogger() })
                         blackHole(root.presenter())
                     }
                 },
                 rivet: { n in
                     for _ in 0..<n {
                         let factory = Factory(SingletonAssembly())
                         factory.override(LoggerKey.self) { _ in ConsoleLogger() }
                         factory.withCurrent { blackHole(factory[PresenterKey.self]) }
                     }
                 }),
    // Two threads at once, each running `n` operations: the ratio of times is the inverse ratio of throughputs.
    GateScenario(name: "S8_WarmSingleton_2threads", operations: 20_000, duration: .milliseconds(300), countsMallocs: false,
                 handwritten: { n in onTwoThreads(n) { blackHole(Handwritten.loggerReturnedOwned()) } },
                 rivet: { n in onTwoThreads(n) { blackHole(rivetSingletons[LoggerKey.self]) } }),
    GateScenario(name: "S8_PresenterOverSingletons_2threads", operations: 5_000, duration: .milliseconds(300), countsMallocs: false,
                 handwritten: { n in onTwoThreads(n) { blackHole(Handwritten.presenterOverSingletons()) } },
                 rivet: { n in onTwoThreads(n) { blackHole(rivetSingletons[PresenterKey.self]) } }),
    GateScenario(name: "S10_FlowLifetime", operations: 100,
                 handwritten: { n in for _ in 0..<n { blackHole(HandwrittenFlow().session) } },
                 rivet: { n in
                     for _ in 0..<n {
                         let flow = rivetSingletons.beginFlow(FlowAssembly())
                         blackHole(flow[FlowSessionKey.self])
                     }
                 }),
    GateScenario(name: "S15_ParameterizedTransient", operations: 1_000,
                 handwritten: { n in for id in 0..<n { blackHole(Handwritten.userDetail(id: id)) } },
                 rivet: { n in for id in 0..<n { blackHole(rivetArguments[UserDetailKey.self, id]) } }),
    // Eight ids in turn, all built before the measurement.
    GateScenario(name: "S16_CachedPerArgument", operations: 2_000,
                 handwritten: { n in for id in 0..<n { blackHole(Handwritten.userDetails[id & 7]) } },
                 rivet: { n in for id in 0..<n { blackHole(rivetArguments[CachedUserDetailKey.self, id & 7]) } }),
    GateScenario(name: "S17_ListOfFiveNew", operations: 100,
                 handwritten: { n in for _ in 0..<n { blackHole(Handwritten.sinks()) } },
                 rivet: { n in for _ in 0..<n { blackHole(rivetArguments[SinksKey.self]) } }),
    GateScenario(name: "S17_ListOfFiveSingletons", operations: 100,
                 handwritten: { n in for _ in 0..<n { blackHole(Handwritten.sharedSinks()) } },
                 rivet: { n in for _ in 0..<n { blackHole(rivetArguments[SharedSinksKey.self]) } }),
]

/// Builds what the scenarios read warm (singletons, cached values) before anything is measured.
func warmUp() {
    Factory.installRoot(Factory(SingletonAssembly()))
    _ = rivetSingletons.presenter
    _ = rivetArguments[UserDetailKey.self, 0]
    _ = rivetArguments[SharedSinksKey.self]
    for id in 0..<8 {
        _ = Handwritten.userDetails[id]
        _ = rivetArguments[CachedUserDetailKey.self, id]
    }
}

#if MallocCounts

let benchmarks: @Sendable () -> Void = {
    warmUp()
    // Mallocs per operation, each side on its own: 1,000 operations per iteration, reported per operation.
    let configuration = Benchmark.Configuration(
        metrics: [.mallocCountTotal], warmupIterations: 1, scalingFactor: .kilo,
        maxDuration: .milliseconds(200), maxIterations: 10
    )
    // Named `mallocs.S<n>_..._Handwritten` so that Scripts/summarize.sh, which reads the suites' `S<n>_...` names,
    // leaves the gate's benchmarks out of a run of every suite.
    for scenario in scenarios where scenario.countsMallocs {
        Benchmark("mallocs.\(scenario.name)_Handwritten", configuration: configuration) { benchmark in
            scenario.handwritten(benchmark.scaledIterations.count)
        }
        Benchmark("mallocs.\(scenario.name)_Rivet", configuration: configuration) { benchmark in
            scenario.rivet(benchmark.scaledIterations.count)
        }
    }
}

#else

/// Hand-written code's time per operation in one turn, in picoseconds.
let handwrittenTime = BenchmarkMetric.custom("handwritten_ps", useScalingFactor: false)
/// Rivet's time per operation in one turn, in picoseconds.
let rivetTime = BenchmarkMetric.custom("rivet_ps", useScalingFactor: false)
/// Rivet's turn over the hand-written turn next to it, in thousandths.
let pairRatio = BenchmarkMetric.custom("ratio_permille", useScalingFactor: false)

/// The malloc interposer's marker symbol, when its library is loaded in this process.
let mallocInterposerLoaded: Bool = {
    #if os(Linux)
    dlsym(nil, "malloc_interposer_global_hooks_installed") != nil
    #else
    false
    #endif
}()

/// Picoseconds per operation of `operations` operations that took `start` to `end`.
func picoseconds(_ start: ContinuousClock.Instant, _ end: ContinuousClock.Instant, _ operations: Int) -> Int {
    let (seconds, attoseconds) = (end - start).components
    return Int((seconds * 1_000_000_000_000 + attoseconds / 1_000_000) / Int64(operations))
}

/// Rounds of every scenario in one run, each round of each scenario a process of its own (ordo-one/benchmark runs
/// every benchmark in one). Within a process the median of the pairs holds to about 1%, but a round's ratio can
/// move by more with where that process's code and heap happen to land and with the load of the moment; the
/// rounds run one after another (`1.S1_...`, `1.S2_...`, ..., `2.S1_...`: the suite runs benchmarks in name
/// order), and the gate takes the median of the calm ones (Scripts/gate.sh).
let rounds = 5

let benchmarks: @Sendable () -> Void = {
    warmUp()
    for round in 1...rounds {
        for scenario in scenarios {
            let configuration = Benchmark.Configuration(
                metrics: [handwrittenTime, rivetTime, pairRatio],
                units: [handwrittenTime: .count, rivetTime: .count, pairRatio: .count],
                warmupIterations: 10, scalingFactor: .one,
                maxDuration: scenario.duration, maxIterations: 2_000
            )
            Benchmark("\(round).\(scenario.name)", configuration: configuration) { benchmark in
                if mallocInterposerLoaded {
                    benchmark.error("the malloc interposer is loaded: build the gate's times with --disable-default-traits")
                    return
                }
                let clock = ContinuousClock()
                let n = scenario.operations
                // One pair of turns per iteration; which side goes first alternates.
                let handFirst = benchmark.currentIteration % 2 == 0
                let start = clock.now
                if handFirst { scenario.handwritten(n) } else { scenario.rivet(n) }
                let middle = clock.now
                if handFirst { scenario.rivet(n) } else { scenario.handwritten(n) }
                let end = clock.now
                let hand = handFirst ? picoseconds(start, middle, n) : picoseconds(middle, end, n)
                let rivet = handFirst ? picoseconds(middle, end, n) : picoseconds(start, middle, n)
                benchmark.measurement(handwrittenTime, hand)
                benchmark.measurement(rivetTime, rivet)
                benchmark.measurement(pairRatio, rivet * 1_000 / max(hand, 1))
            }
        }
    }
}

#endif
