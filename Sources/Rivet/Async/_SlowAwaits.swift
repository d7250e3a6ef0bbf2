import Dispatch
import _RivetShims

/// The tasks waiting now for another task's async build, and the one timer that says which of them have waited
/// long: every `Factory._slowBuildWarningMilliseconds`, a line on standard error with the key and the waiting
/// task's chain, as a thread waiting for another's build writes one (`_claim`). Documentation/Internals.md,
/// "Cycles and waits".
///
/// One timer for the process, on a global queue: a report needs no thread of the waiting tasks' executors, nor
/// of the cooperative pool (a cycle may hold them all), and a wait costs an entry in a table while it lasts,
/// nothing after it. (A timer or a sleeping child task per wait stayed allocated until its delay ran out,
/// cancelled or not: a heap that grew with every wait of the last ten seconds.) Its state is guarded by the
/// creation monitor, held for a few instructions and never while a report is written.
enum _SlowAwaits {
    private struct Wait {
        let key: ObjectIdentifier
        /// The waiting task's build, if any: the chain the report names.
        let waiter: _AsyncBuild?
        let start: UInt64
        /// Between two reports, in nanoseconds.
        let delay: UInt64
        var reports = 0

        var nextReport: UInt64 { start &+ delay &* UInt64(reports + 1) }
    }

    nonisolated(unsafe) private static var waits: [UInt: Wait] = [:]
    /// The lines written within the last delay, and when.
    nonisolated(unsafe) private static var written: [String: UInt64] = [:]
    nonisolated(unsafe) private static var lastID: UInt = 0
    /// When the timer fires next (`rivet_monotonic_nanoseconds`); nil while no report is due.
    nonisolated(unsafe) private static var armedFor: UInt64?
    /// Made for the first wait, then kept.
    nonisolated(unsafe) private static var timer: (any DispatchSourceTimer)?

    /// Starts watching a wait of `waiter` for the build of `key`. Returns its number, for ``end(_:)``.
    static func begin(awaiting key: ObjectIdentifier, as waiter: _AsyncBuild?) -> UInt {
        let delay = UInt64(max(Factory._slowBuildWarningMilliseconds, 1)) * 1_000_000
        let now = rivet_monotonic_nanoseconds()
        rivet_monitor_lock()
        defer { rivet_monitor_unlock() }
        lastID &+= 1
        let wait = Wait(key: key, waiter: waiter, start: now, delay: delay)
        waits[lastID] = wait
        if armedFor.map({ wait.nextReport < $0 }) ?? true { arm(at: wait.nextReport, now: now) }
        return lastID
    }

    /// Stops watching the wait `begin` numbered `id`: it is over.
    static func end(_ id: UInt) {
        rivet_monitor_lock()
        let wait = waits.removeValue(forKey: id)
        rivet_monitor_unlock()
        withExtendedLifetime(wait) {}
    }

    /// Sets the timer to fire at `deadline`. Under the creation monitor.
    private static func arm(at deadline: UInt64, now: UInt64) {
        armedFor = deadline
        let timer = timer ?? makeTimer()
        timer.schedule(deadline: .now() + .nanoseconds(Int(clamping: deadline > now ? deadline - now : 0)))
    }

    /// The process's timer, made and started (not yet set). Under the creation monitor.
    private static func makeTimer() -> any DispatchSourceTimer {
        let made = DispatchSource.makeTimerSource(queue: .global())
        made.setEventHandler { reportDueWaits() }
        made.resume()
        timer = made
        return made
    }

    /// Reports each wait that has lasted another delay, and sets the timer for the next report due, if any.
    private static func reportDueWaits() {
        let now = rivet_monotonic_nanoseconds()
        var due: [(key: ObjectIdentifier, waiter: _AsyncBuild?, milliseconds: Int)] = []
        rivet_monitor_lock()
        var next: UInt64?
        for index in waits.indices {
            let wait = waits.values[index]
            if wait.nextReport <= now {
                // One delay more, as a thread's timed wait counts them: a timer that fired late reports the
                // next delay at once.
                waits.values[index].reports += 1
                due.append((wait.key, wait.waiter, waits.values[index].reports * Int(wait.delay / 1_000_000)))
            }
            next = min(next ?? .max, waits.values[index].nextReport)
        }
        if let next { arm(at: next, now: now) } else { armedFor = nil }
        rivet_monitor_unlock()
        let messages = due.map { _stillAwaitingMessage($0.key, as: $0.waiter, afterMilliseconds: $0.milliseconds) }
        for message in unwritten(messages, now: now) { _writeSlowWaitReport(message) }
    }

    /// `messages` without those written within the last delay: a thousand tasks awaiting one slow build, each
    /// the same line, write it once a delay, not a thousand times.
    private static func unwritten(_ messages: [String], now: UInt64) -> [String] {
        let delay = UInt64(max(Factory._slowBuildWarningMilliseconds, 1)) * 1_000_000
        rivet_monitor_lock()
        defer { rivet_monitor_unlock() }
        written = written.filter { now &- $0.value < delay }
        return messages.filter { message in
            guard written[message] == nil else { return false }
            written[message] = now
            return true
        }
    }
}
