import Benchmark
import BenchmarkGraph
import PeerGraph
import Dependencies
import Dispatch
import Rivet
import Swinject

// S8: S2 and S4 from one thread and from two at once. Each thread runs the same number of resolutions,
// so with two threads the figure per resolution stays flat when throughput doubles:
// throughput(2 threads) / throughput(1 thread) = 2 x time(1 thread) / time(2 threads).

let rivet = Factory(SingletonAssembly())
nonisolated(unsafe) let swinject = SwinjectGraph.singletonContainer().synchronize()

/// Runs `body` `count` times on each of `threads` threads at once.
func onThreads(_ threads: Int, _ count: Int, _ body: @escaping @Sendable () -> Void) {
    if threads == 1 {
        for _ in 0..<count { body() }
    } else {
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<count { body() }
        }
    }
}

/// Enough resolutions per measured iteration (a million for Rivet, a thousand for the slower peers)
/// that starting the second thread is noise.
func threadsConfiguration(_ scaling: BenchmarkScalingFactor) -> Benchmark.Configuration {
    .init(metrics: [.wallClock], scalingFactor: scaling, maxDuration: .seconds(2), maxIterations: 30)
}

let benchmarks: @Sendable () -> Void = {
    _ = rivet.presenter
    _ = swinject.resolve((any Presenter).self)

    for threads in [1, 2] {
        Benchmark("S8_WarmSingleton_Handwritten_\(threads)threads", configuration: threadsConfiguration(.mega)) { benchmark in
            onThreads(threads, benchmark.scaledIterations.count) { blackHole(Handwritten.logger) }
        }
        Benchmark("S8_PresenterOverSingletons_Handwritten_\(threads)threads", configuration: threadsConfiguration(.mega)) { benchmark in
            onThreads(threads, benchmark.scaledIterations.count) { blackHole(Handwritten.presenterOverSingletons()) }
        }
        Benchmark("S8_WarmSingleton_Rivet_\(threads)threads", configuration: threadsConfiguration(.mega)) { benchmark in
            onThreads(threads, benchmark.scaledIterations.count) { blackHole(rivet[LoggerKey.self]) }
        }
        Benchmark("S8_PresenterOverSingletons_Rivet_\(threads)threads", configuration: threadsConfiguration(.mega)) { benchmark in
            onThreads(threads, benchmark.scaledIterations.count) { blackHole(rivet[PresenterKey.self]) }
        }
        Benchmark("S8_WarmSingleton_Swinject_\(threads)threads", configuration: threadsConfiguration(.kilo)) { benchmark in
            onThreads(threads, benchmark.scaledIterations.count) { blackHole(swinject.resolve((any Logger).self)!) }
        }
        Benchmark("S8_WarmSingleton_Dependencies_\(threads)threads", configuration: threadsConfiguration(.kilo)) { benchmark in
            onThreads(threads, benchmark.scaledIterations.count) {
                @Dependency(\.logger) var logger
                blackHole(logger)
            }
        }
    }
}
