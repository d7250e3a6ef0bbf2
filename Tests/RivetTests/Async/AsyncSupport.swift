import Foundation
import Rivet
import RivetTestSupport

/// Counts how many times each async make ran, across tasks.
final class BuildCounter: Sendable {
    private let counts = Locked<[String: Int]>([:])

    func count(_ name: String) {
        counts.withLock { $0[name, default: 0] += 1 }
    }

    subscript(name: String) -> Int {
        counts.withLock { $0[name, default: 0] }
    }
}

/// Lets makes running at once meet: each arrives, then waits (up to two seconds) for the others. A make
/// that meets all of them ran while they did; makes run one after another never meet.
final class Rendezvous: Sendable {
    private let arrived = Locked(0)
    private let expected: Int

    init(expecting expected: Int) {
        self.expected = expected
    }

    /// Whether all the expected makes arrived while this one waited.
    func meet() async -> Bool {
        arrived.withLock { $0 += 1 }
        for _ in 0..<400 {
            if arrived.withLock({ $0 }) >= expected { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return false
    }
}

/// A component built asynchronously, with what it was built from.
final class Opened: Sendable {
    let name: String
    let dependencies: [Opened]

    init(_ name: String, _ dependencies: [Opened] = []) {
        self.name = name
        self.dependencies = dependencies
    }
}

/// Thrown by a make that fails on purpose.
struct OpenFailed: Error, CustomStringConvertible {
    let reason: String
    var description: String { "OpenFailed(\(reason))" }
}

/// Keys the async tests register with closures of their own.
struct AsyncAKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Opened { Opened("sync A") }
}
struct AsyncBKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Opened { Opened("sync B") }
}
struct AsyncCKey: InjectionKey {
    static func make(_ values: InjectedValues) -> Opened { Opened("sync C") }
}

/// An async key built by its own make.
struct OpenedKeychainKey: AsyncInjectionKey {
    static func make(_ values: AsyncInjectedValues) async throws -> Opened {
        await Task.yield()
        return Opened("keychain")
    }
}

/// Opens once; the tasks waiting for it resume then (at once when it is open). Behind an `NSLock`, which the
/// thread sanitizer sees, so that what a task did before `open()` is ordered before what a waiter does after.
final class Latch: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func open() {
        lock.lock()
        isOpen = true
        let woken = waiters
        waiters = []
        lock.unlock()
        for waiter in woken { waiter.resume() }
    }

    func wait() async {
        await withCheckedContinuation { continuation in
            lock.lock()
            let openAlready = isOpen
            if !openAlready { waiters.append(continuation) }
            lock.unlock()
            if openAlready { continuation.resume() }
        }
    }
}
