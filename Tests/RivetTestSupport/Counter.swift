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
