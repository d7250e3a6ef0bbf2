#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The size of the stress, soundness and memory suites.
///
/// The README's `swift test` runs each of them quickly, at a size that still fails on the defect it guards (a
/// leak of a few bytes an operation, a race, a deadlock): a representative, minutes away from any limit. CI runs
/// them again under the thread and address sanitizers, and in full in release with `RIVET_LONG_RUN=1`
/// (`.ci/run`).
enum LongRun {
    /// Whether this run is the long one: `RIVET_LONG_RUN=1`.
    static let isEnabled: Bool = getenv("RIVET_LONG_RUN").map { String(cString: $0) == "1" } ?? false

    /// `full` in the long run, else `quick`.
    static func size<Value>(quick: Value, full: Value) -> Value {
        isEnabled ? full : quick
    }
}
