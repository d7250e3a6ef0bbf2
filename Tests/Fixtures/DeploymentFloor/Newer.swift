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

// Missed before: qualified by a module or a toolchain type, a dictionary key, a label on the next line.
let qualified = Synchronization.Mutex<Int>(0)       // iOS 18
struct Settings { var InlineArray = 0 }            // its own `InlineArray` does not hide `Swift.InlineArray`
let inline: Swift.InlineArray<2, Int> = [1, 2]     // iOS 26
struct TestClock { func sleep(for ticks: Int) {} } // its own `sleep(for:)` does not hide `Task.sleep(for:)`
func wait() async throws {
    try await Task.sleep(for: .zero)               // iOS 16
    try await Task.sleep(for
        : .zero)                                   // iOS 16
}
let byDuration: [Duration: Int] = [:]              // iOS 16
let uptime = "up \(ContinuousClock.now)"           // iOS 16: an interpolation is code
// Missed before: availability that does not cover every platform the use needs.
func partly() {
    if #available(macOS 15, *) { _ = Mutex<Int>(0) }                              // iOS, tvOS, ... stay at the minimum
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) { _ = Mutex<Int>(0) }  // Mutex needs iOS 18
    guard
        #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    else { _ = Mutex<Int>(0); return }                                            // the else block is not covered
}
@available(macOS 15, *)
extension Mutex {}                                                                // iOS stays at the minimum
protocol Waiting {
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    func waitLocked()
    var lock: Mutex<Int> { get }                                                  // not the line above's @available
}
#if os(Linux)
#else
let apple = Mutex<Int>(0)                                                         // the Apple branch is checked
#endif
let crlf = 0 // a comment ended by \r\n
let afterCRLF = Mutex<Int>(0)
