// Uses of APIs newer than iOS 15 / macOS 12, outside `#available`: .ci/check-deployment-floor must report each one
// (expected.txt), and nothing in Covered.swift.
import Synchronization

final class Counter: Sendable {
    let count = Atomic<Int>(0)                 // iOS 18
    let names = Mutex<[String]>([])            // iOS 18
}

func pause() async throws {
    try await Task.sleep(for: .seconds(1))     // iOS 16
    let clock = ContinuousClock()              // iOS 16
    let timeout: Duration = .milliseconds(5)   // iOS 16
    _ = (clock, timeout)
}

// Not uses: a comment naming Mutex, a string "Duration", a label `repeating:`, a member `.releasing`.
let words = ["Mutex", "Duration"]
let zeros = Array(repeating: 0, count: 3)
