#if canImport(Glibc)
import Glibc
import Synchronization

// What the stress suites share: knobs read from the environment, threads with a chosen stack size, and canaries
// (objects that notice being used after they were freed, and count how many are alive). The watchdog they share
// with the soundness suites is in Support/Watchdog.swift.
//
// Knobs (all optional; small defaults keep each suite within a few seconds in CI):
//   RIVET_STRESS_SECONDS   how long the randomized mix runs, per round (default 0.5)
//   RIVET_STRESS_ROUNDS    rounds of the randomized mix, each with fresh factories (default 2)
//   RIVET_STRESS_THREADS   threads of the randomized mix (default 8)
//   RIVET_STRESS_SEED      the seed (default: random, printed)
//   RIVET_STRESS_CHURN     operations of the memory churn tests (default 20,000; the figure is 1,000,000)
//
// Long runs: RIVET_STRESS_SECONDS=60 RIVET_STRESS_ROUNDS=5 swift test --sanitize=thread --filter Stress

enum StressKnobs {
    static func number(_ name: String, default fallback: Double) -> Double {
        guard let text = getenv(name).map({ String(cString: $0) }), let value = Double(text) else { return fallback }
        return value
    }

    static var seconds: Double { number("RIVET_STRESS_SECONDS", default: 0.5) }
    static var rounds: Int { Int(number("RIVET_STRESS_ROUNDS", default: 2)) }
    static var threads: Int { Int(number("RIVET_STRESS_THREADS", default: 8)) }
    static var churn: Int { Int(number("RIVET_STRESS_CHURN", default: 20_000)) }

    static var seed: UInt64 {
        if let text = getenv("RIVET_STRESS_SEED").map({ String(cString: $0) }), let seed = UInt64(text) { return seed }
        return UInt64.random(in: 1...UInt64.max)
    }
}

/// Stops the process with `message`: for what a test cannot report because the process is broken.
func stressAbort(_ message: String) -> Never {
    reportLine("STRESS FAILURE: " + message)
    abort()
}

// MARK: Threads

private final class ThreadBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// Starts a thread with `stackSize` bytes of stack (0: the system's default). Join it with `joinThread`.
func startThread(stackSize: Int = 0, _ body: @escaping @Sendable () -> Void) -> pthread_t {
    // Allocated rather than `pthread_attr_t()`: that initialiser is imported from several C modules.
    let attributes = UnsafeMutablePointer<pthread_attr_t>.allocate(capacity: 1)
    precondition(pthread_attr_init(attributes) == 0)
    defer {
        pthread_attr_destroy(attributes)
        attributes.deallocate()
    }
    if stackSize > 0 { precondition(pthread_attr_setstacksize(attributes, stackSize) == 0) }
    let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    var thread = pthread_t()
    let result = pthread_create(&thread, attributes, { context in
        Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().run()
        return nil
    }, context)
    precondition(result == 0, "pthread_create: \(result)")
    return thread
}

func joinThread(_ thread: pthread_t) {
    precondition(pthread_join(thread, nil) == 0)
}

/// Runs `body(index)` on `count` threads at once and waits for all of them.
func runThreads(_ count: Int, stackSize: Int = 0, _ body: @escaping @Sendable (Int) -> Void) {
    let threads = (0..<count).map { index in startThread(stackSize: stackSize) { body(index) } }
    threads.forEach(joinThread)
}

/// A value behind a pthread mutex. Not Synchronization's `Mutex`: on Linux that one waits with futexes,
/// which the thread sanitizer does not see, so it would report the harness's own locked accesses as races
/// (and miss the order a lock gives to Rivet's accesses).
final class StressLocked<Value>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value: Value

    init(_ value: Value) {
        self.value = value
        precondition(pthread_mutex_init(mutex, nil) == 0)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        precondition(pthread_mutex_lock(mutex) == 0)
        defer { precondition(pthread_mutex_unlock(mutex) == 0) }
        return try body(&value)
    }
}

/// A reusable barrier for a fixed number of threads (pthread's own, without its optional destruction rules).
final class StressBarrier: @unchecked Sendable {
    private var barrier = pthread_barrier_t()
    init(_ count: Int) { precondition(pthread_barrier_init(&barrier, nil, UInt32(count)) == 0) }
    deinit { pthread_barrier_destroy(&barrier) }
    func arrive() { _ = pthread_barrier_wait(&barrier) }
}

/// A counting semaphore (POSIX), usable from any thread without Dispatch.
final class StressSemaphore: @unchecked Sendable {
    private var semaphore = sem_t()
    init(_ value: Int = 0) { precondition(sem_init(&semaphore, 0, UInt32(value)) == 0) }
    deinit { sem_destroy(&semaphore) }
    func signal() { precondition(sem_post(&semaphore) == 0) }
    func wait() { while sem_wait(&semaphore) != 0 {} }
}

/// Seconds since some fixed point, monotonic.
func stressNow() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

// MARK: Canaries

/// Counts the live objects of one kind.
final class Census: Sendable {
    let name: String
    let live = Atomic<Int>(0)
    let made = Atomic<Int>(0)
    init(_ name: String) { self.name = name }
}

/// A value that notices being used after it was freed or destroyed twice: its magic word is overwritten by
/// `deinit`, and its payload (written once in `init`, read by `check`) lets the thread sanitizer see a read
/// that no publication ordered after the write.
class StressCanary {
    static let alive: UInt64 = 0xA11C_E5AF_E0A1_1CE5
    static let dead: UInt64 = 0xDEAD_DEAD_DEAD_DEAD

    private let magic = Atomic<UInt64>(StressCanary.alive)
    let census: Census
    let serial: Int
    private let payload: [Int]

    init(_ census: Census) {
        self.census = census
        serial = census.made.add(1, ordering: .relaxed).newValue
        payload = [serial, ~serial]
        census.live.add(1, ordering: .relaxed)
    }

    deinit {
        let before = magic.exchange(StressCanary.dead, ordering: .relaxed)
        if before != StressCanary.alive { stressAbort("\(census.name) #\(serial) destroyed twice or corrupt (\(before))") }
        census.live.subtract(1, ordering: .relaxed)
    }

    /// Stops the process if this object was freed (or never initialised) when it was handed out.
    func check(_ context: @autoclosure () -> String = "") {
        let magic = magic.load(ordering: .relaxed)
        guard magic == StressCanary.alive, payload.count == 2, payload[0] == serial, payload[1] == ~serial else {
            stressAbort("freed or corrupt \(census.name) handed out (magic \(magic)) \(context())")
        }
    }
}

/// One registration's closure: counts its builds, which must stay at one for a value built once.
final class BuildToken: Sendable {
    let name: String
    let once: Bool
    let builds = Atomic<Int>(0)
    private let violations: Violations

    init(_ name: String, once: Bool, violations: Violations) {
        self.name = name
        self.once = once
        self.violations = violations
    }

    func built() {
        let count = builds.add(1, ordering: .relaxed).newValue
        if once && count > 1 { violations.add("\(name) built \(count) times by one registration (one entry)") }
    }
}

/// Failures found on worker threads, reported by the test when they are joined.
final class Violations: Sendable {
    private let list = StressLocked<[String]>([])
    func add(_ message: String) {
        reportLine("violation: " + message)
        list.withLock { $0.append(message) }
    }
    var all: [String] { list.withLock { $0 } }
}

#endif
