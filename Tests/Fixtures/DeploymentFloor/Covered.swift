// The same APIs where availability covers them: .ci/check-deployment-floor reports nothing here.
import Synchronization

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class NewCounter: Sendable {
    let count = Atomic<Int>(0)
}

func pauseIfAvailable() async throws {
    if #available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *) {
        try await Task.sleep(for: .seconds(1))
    } else {
        try await Task.sleep(nanoseconds: 1_000_000_000)
    }
}

func lockedNames() -> [String] {
    guard #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) else { return [] }
    let names = Mutex<[String]>(["a"])
    return names.withLock { $0 }
}

// Wrongly reported before: code only built for Linux, where the Apple minimum does not apply.
#if os(Linux)
let linuxLock = Mutex<Int>(0)
#elseif canImport(Glibc)
let glibcLock = Mutex<Int>(0)
#endif

// Wrongly reported before: names in strings, interpolations and regex literals, and parameter names.
let interpolated = "a \("Duration") b \(["key": "Mutex"]) c"
let pattern = /Mutex\d+/
let extended = #/Mutex "Duration/#
func schedule(immediate value: Int) {}

// Wrongly reported before: availability written another way.
func unavailableElse() {
    if #unavailable(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2) {
    } else {
        _ = Mutex<Int>(0)
    }
    guard #unavailable(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2) else { _ = Mutex<Int>(0); return }
}

func guardOnItsOwnLine() {
    guard
        #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    else { return }
    _ = Duration.zero
}

@available(macOS, introduced: 15)
@available(iOS, introduced: 18)
@available(tvOS, introduced: 18)
@available(watchOS, introduced: 11)
@available(visionOS, introduced: 2)
func longForm() { _ = Mutex<Int>(0) }

// A parameter named like a newer member, and Dispatch's intervals, which share their names with Duration's.
import Dispatch

func report(afterMilliseconds milliseconds: Int, on queue: DispatchQueue) {
    queue.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {}
    _ = DispatchTimeInterval.nanoseconds(milliseconds * 1_000_000)
}
