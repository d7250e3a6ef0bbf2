// Compiled into the build-time analysis too (Sources/RivetAnalysis/Shared), so that its messages are the runtime's:
// it uses the standard library only.

/// How long a ``ParameterizedKey``'s values live: a new one each time, or one per distinct argument,
/// kept in a cache with a bound.
///
/// A cached value is built once per argument (however many threads ask at once) and reused until it is
/// the least recently used of more than `limit` values, or its scope goes: the factory for
/// ``singleton``, the flow for ``flow``. An evicted value is built anew on its next resolution; whoever
/// still holds the old one keeps it.
///
/// The cache finds values by the argument's `hash(into:)` and `==` (the `==` under its lock): keep them plain (no
/// resolution from a factory). An argument not equal to itself, such as `Double.nan`, is never found
/// again: each resolution builds a new value.
///
/// ```swift
/// registry.register(UserDetailKey.self, .flow)                            // one per id in each flow
/// registry.register(TrackPlayerKey.self, .singleton(keepingAtMost: 8))   // the 8 most recently used
/// ```
public struct ArgumentLifecycle: Sendable, Hashable, CustomStringConvertible {
    /// `.transient`, `.singleton` or `.flow`, as for a key without an argument.
    public let lifecycle: Lifecycle
    /// How many values a cache keeps at most; 0 for a transient.
    public let limit: Int

    /// The number of values ``singleton`` and ``flow`` keep: enough for the screens an app keeps alive,
    /// small enough that a cache of heavy values stays small.
    public static let defaultLimit = 64

    /// A new value on every resolution. The default.
    public static let transient = ArgumentLifecycle(lifecycle: .transient, limit: 0)
    /// One value per distinct argument in the factory that registers the key, at most ``defaultLimit``.
    public static let singleton = singleton(keepingAtMost: defaultLimit)
    /// One value per distinct argument in each running flow, at most ``defaultLimit``, released with the flow.
    public static let flow = flow(keepingAtMost: defaultLimit)

    /// One value per distinct argument in the factory that registers the key, at most `limit`.
    ///
    /// - Parameter limit: How many values to keep, at least 1: beyond it, the least recently used goes.
    public static func singleton(keepingAtMost limit: Int) -> ArgumentLifecycle {
        ArgumentLifecycle(lifecycle: .singleton, limit: limit)
    }

    /// One value per distinct argument in each running flow, at most `limit`, released with the flow.
    ///
    /// - Parameter limit: How many values to keep, at least 1: beyond it, the least recently used goes.
    public static func flow(keepingAtMost limit: Int) -> ArgumentLifecycle {
        ArgumentLifecycle(lifecycle: .flow, limit: limit)
    }

    private init(lifecycle: Lifecycle, limit: Int) {
        precondition(lifecycle == .transient || limit >= 1, "Rivet: a cache keeps at least 1 value (keepingAtMost: \(limit))")
        self.lifecycle = lifecycle
        self.limit = limit
    }

    /// `transient`, `singleton per argument (at most 64)`, ...
    public var description: String {
        lifecycle == .transient ? "transient" : "\(lifecycle) per argument (at most \(limit))"
    }
}
