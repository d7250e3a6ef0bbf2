#if canImport(Glibc)
import Glibc
// glibc's <malloc.h> (`mallinfo2`) is not part of the Glibc module; the toolchain's CoreFoundation includes it.
import CoreFoundation
#endif
import Dispatch
import Foundation
import Testing

// What the soundness suites (issue 10) share: a heap meter, figures reported from an exit test's child process,
// and threads started together or on a small stack. The watchdog they share is in Watchdog.swift.

/// The suites that prove the runtime sound: `swift test --filter Soundness` runs them all.
@Suite enum Soundness {}

// MARK: - Heap

/// Bytes of the C heap in use, from glibc's `mallinfo2()`: in-use chunks of every arena plus mmapped chunks.
///
/// Measure in an exit test, whose child process runs nothing else: the figure is process-wide.
enum Heap {
    static func bytesInUse() -> Int? {
        #if canImport(Glibc)
        let info = mallinfo2()
        return Int(info.uordblks) + Int(info.hblkhd)
        #else
        return nil
        #endif
    }

    /// Whether ``bytesInUse()`` sees allocations at all. It does not where `mallinfo2` is missing (not glibc), or
    /// under AddressSanitizer and ThreadSanitizer, whose allocators glibc knows nothing about.
    static let isMeasurable: Bool = {
        guard let before = bytesInUse() else { return false }
        let blocks = (0..<256).map { _ in UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 16) }
        defer { blocks.forEach { $0.deallocate() } }
        guard let after = bytesInUse() else { return false }
        return after - before >= 256 * 4096
    }()

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}

// MARK: - Exit tests

/// Writes `line` to standard error at once, unbuffered, so that nothing is lost if the child then ends abruptly.
///
/// The parent sees it only when the child's exit status matched the expected one: Swift Testing returns no
/// result otherwise. So a child that must stop with an error reports an unexpected outcome and exits non-zero.
func reportLine(_ line: String) {
    let text = Array((line + "\n").utf8)
    text.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(2, bytes.baseAddress! + offset, bytes.count - offset)
            if written <= 0 { return }
            offset += written
        }
    }
}

/// Reports a measured figure from an exit test's child, for the parent to assert: `figure name=value`.
func reportFigure(_ name: String, _ value: Int) {
    reportLine("figure \(name)=\(value)")
}

extension ExitTest.Result {
    /// The child's standard error, decoded (observe `\.standardErrorContent`).
    var standardError: String {
        String(decoding: standardErrorContent, as: UTF8.self)
    }

    /// The value the child reported with ``reportFigure(_:_:)``, if it did.
    func figure(_ name: String) -> Int? {
        let prefix = "figure \(name)="
        for line in standardError.split(separator: "\n") where line.hasPrefix(prefix) {
            return Int(line.dropFirst(prefix.count))
        }
        return nil
    }
}

// MARK: - Threads

/// Runs `body` on a new thread with a stack of `stackSize` bytes and returns once it has finished.
func runOnThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
}

/// A secondary thread's stack on Apple platforms, and what a small-stack thread must be able to release on.
let smallThreadStack = 512 * 1024

/// Runs `body(index)` for `0..<count`, each on a thread of its own (all at once, unlike `concurrentPerform` on a
/// machine with fewer cores), and returns once all have finished.
///
/// - Parameter stackSize: The threads' stack size in bytes, if not the default.
func onThreads(_ count: Int, stackSize: Int? = nil, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            body(index)
            group.leave()
        }
        if let stackSize { thread.stackSize = stackSize }
        thread.start()
    }
    group.wait()
}

/// A stack deep enough that no release in a race suite can overflow it: those suites fail for their own defect,
/// never for a recursive release (which `ChurnTests` and `FlowTeardownTests` check on a small stack).
let largeThreadStack = 256 << 20

/// Holds threads until `runners` of them have arrived, then lets them all go: a race's starting gun.
final class StartLine: @unchecked Sendable {
    private let condition = NSCondition()
    private let runners: Int
    private var arrived = 0

    init(runners: Int) {
        self.runners = runners
    }

    func wait() {
        condition.lock()
        arrived += 1
        if arrived == runners { condition.broadcast() }
        while arrived < runners { condition.wait() }
        condition.unlock()
    }
}

/// A flag set by one thread and read by others.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false

    var value: Bool { lock.withLock { isSet } }

    func set(_ value: Bool = true) {
        lock.withLock { isSet = value }
    }
}

/// A sum that threads add to.
final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0

    var value: Int { lock.withLock { total } }

    func add(_ amount: Int = 1) {
        lock.withLock { total += amount }
    }
}

/// A value one thread leaves for another.
final class Mailbox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    init(_ value: Value? = nil) {
        stored = value
    }

    var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// Hands a value (the only reference to it) to another thread, so that it is released there.
final class Handoff<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    init(_ value: Value) {
        self.value = value
    }

    /// Releases the value on the calling thread.
    func release() {
        lock.withLock { value = nil }
    }
}

/// Nanoseconds since some fixed point, for figures in messages (tests assert with handshakes, not timings).
func nanosecondsNow() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
}
