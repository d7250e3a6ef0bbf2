import Foundation

/// Counts calls from any thread.
public final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    public init() {}

    public var value: Int { lock.withLock { count } }

    @discardableResult
    public func increment() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}

/// A value behind an `NSLock`, for state that tasks share in tests. Not Synchronization's `Mutex`: on Linux
/// that one waits with futexes, which the thread sanitizer does not see, so under contention it reports the
/// test's own locked accesses as races (and orders nothing it could check Rivet's accesses against).
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
