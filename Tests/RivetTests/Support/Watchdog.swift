#if canImport(Glibc)
import Glibc
import Synchronization
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The one watchdog of the stress, soundness and memory suites: a scenario that hangs ends its process with a
/// line naming it, instead of a test run that never ends.
///
/// Its limit is generous, `RIVET_WATCHDOG_SECONDS` (default 300): it tells a hang from slowness, so a loaded or
/// sanitized machine, however slow, never reaches it; what a scenario must finish within is the scenario's own
/// assertion. Exit tests call ``start(_:)`` first thing in their child process; a suite on threads watches their
/// heartbeats with ``StallWatchdog``.
enum Watchdog {
    /// The exit code of a process the watchdog ended, as `timeout(1)` uses: a failed exit test that shows
    /// `.exitCode(124)` hung.
    static let exitCode: Int32 = 124
    /// What the watchdog writes to standard error before ending the process.
    static let message = "watchdog: scenario still running after"

    /// Seconds without an end (or, for ``StallWatchdog``, without progress) before the watchdog ends the process.
    static let seconds: Double = {
        guard let text = getenv("RIVET_WATCHDOG_SECONDS").map({ String(cString: $0) }), let value = Double(text) else { return 300 }
        return value
    }()

    /// Starts a thread that writes what hung to standard error and ends the process after ``seconds``. Call first
    /// thing in an exit test's body.
    static func start(_ scenario: String) {
        let thread = Thread {
            Thread.sleep(forTimeInterval: seconds)
            fire("\(message) \(Int(seconds)) s (hung): \(scenario)")
        }
        thread.start()
    }

    /// Writes `line` to standard error and ends the process with ``exitCode``.
    static func fire(_ line: String) -> Never {
        reportLine(line)
        _exit(exitCode)
    }
}

#if canImport(Glibc)
// MARK: Stalls

/// One worker's progress, as the watchdog sees it.
final class Heartbeat: Sendable {
    let ticks = Atomic<Int>(0)
    let operation = Atomic<Int>(0)
    let finished = Atomic<Bool>(false)

    func beat(_ operation: Int) {
        ticks.add(1, ordering: .relaxed)
        self.operation.store(operation, ordering: .relaxed)
    }
}

/// Stops the process, naming the stuck worker and what it was doing, when a worker makes no progress for
/// `stallSeconds`: a deadlock or a hang fails loudly instead of timing the test run out.
final class StallWatchdog: Sendable {
    let heartbeats: [Heartbeat]
    private let stop = Atomic<Bool>(false)
    private let describe: @Sendable (Int) -> String
    private let context: String

    init(workers: Int, context: String, describe: @escaping @Sendable (Int) -> String = { "operation \($0)" }) {
        heartbeats = (0..<workers).map { _ in Heartbeat() }
        self.describe = describe
        self.context = context
    }

    /// Runs `body` watched; returns when it does.
    func watch(stallSeconds: Double = Watchdog.seconds, _ body: () -> Void) {
        let thread = startThread { [self] in
            var last = heartbeats.map { $0.ticks.load(ordering: .relaxed) }
            var stalledSince = [Double](repeating: stressNow(), count: heartbeats.count)
            while !stop.load(ordering: .relaxed) {
                usleep(20_000)
                let now = stressNow()
                for (index, heartbeat) in heartbeats.enumerated() where !heartbeat.finished.load(ordering: .relaxed) {
                    let ticks = heartbeat.ticks.load(ordering: .relaxed)
                    if ticks != last[index] {
                        last[index] = ticks
                        stalledSince[index] = now
                    } else if now - stalledSince[index] > stallSeconds {
                        Watchdog.fire("watchdog: worker \(index) made no progress for \(Int(stallSeconds)) s, in "
                            + "\(describe(heartbeat.operation.load(ordering: .relaxed))) (\(context))")
                    }
                }
            }
        }
        body()
        stop.store(true, ordering: .relaxed)
        joinThread(thread)
    }
}


/// Stops the process when an async scenario's heartbeat stops for `stallSeconds`: an async scenario cannot block its
/// test's thread for `StallWatchdog.watch`, which would take a thread from the cooperative pool.
///
/// The storm runs on `StressTaskExecutor`'s threads, which no other test holds, so a stall is the storm's own.
final class AsyncStallWatchdog: Sendable {
    private let stopped = Heartbeat()
    private let thread: StressLocked<pthread_t?> = StressLocked(nil)

    init(_ heartbeat: Heartbeat, context: String, stallSeconds: Double = Watchdog.seconds) {
        let stopped = stopped
        let thread = startThread {
            var last = heartbeat.ticks.load(ordering: .relaxed)
            var since = stressNow()
            while !stopped.finished.load(ordering: .relaxed) {
                usleep(20_000)
                let ticks = heartbeat.ticks.load(ordering: .relaxed)
                if ticks != last {
                    last = ticks
                    since = stressNow()
                } else if stressNow() - since > stallSeconds {
                    Watchdog.fire("watchdog: no progress for \(Int(stallSeconds)) s (\(context))")
                }
            }
        }
        self.thread.withLock { $0 = thread }
    }

    func stop() {
        stopped.finished.store(true, ordering: .relaxed)
        if let thread = thread.withLock({ $0 }) { joinThread(thread) }
    }
}
#endif
