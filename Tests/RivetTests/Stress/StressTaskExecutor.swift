#if canImport(Glibc)
import Glibc

/// A task executor with threads of its own, for async stress tests with a watchdog.
///
/// On the cooperative pool, such a test shares two threads (on a 2-core machine) with every test running beside
/// it. A long synchronous test, or an exit test whose thread reads its child's output, can hold both threads for
/// minutes under a sanitizer, and the watchdog would report a stall that is not Rivet's. Tasks that prefer this
/// executor (and their child tasks, which inherit the preference) run on its threads instead. A stall the
/// watchdog sees is then the test's own: a lost wake-up or a deadlock.
///
/// Its threads live as long as the process, so a job can never be enqueued after they end.
final class StressTaskExecutor: TaskExecutor {
    static let shared = StressTaskExecutor(threads: 4)

    private let jobs = StressLocked<[UnownedJob]>([])
    private let queued = StressSemaphore()
    private let threads = StressLocked<[pthread_t]>([])

    /// Whether the calling thread is one of this executor's.
    var isCurrent: Bool {
        let current = pthread_self()
        return threads.withLock { $0.contains { pthread_equal($0, current) != 0 } }
    }

    private init(threads: Int) {
        for _ in 0..<threads {
            let thread = startThread { [self] in
                while true {
                    queued.wait()
                    let job = jobs.withLock { $0.removeFirst() }
                    job.runSynchronously(on: asUnownedTaskExecutor())
                }
            }
            pthread_detach(thread)
            self.threads.withLock { $0.append(thread) }
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        queued.signal()
    }
}
#endif
