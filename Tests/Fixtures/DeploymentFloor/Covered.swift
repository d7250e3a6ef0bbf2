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
