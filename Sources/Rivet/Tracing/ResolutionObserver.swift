/// Told of every resolution a factory and its flows make: give one to ``Factory/init(observer:launch:_:)`` to
/// send resolutions to your own tool (signposts, a log, a test's check). ``ResolutionTrace`` is one.
///
/// ```swift
/// final class SlowBuildLog: ResolutionObserver {
///     func observe(_ resolution: ResolutionEvent) {
///         if resolution.outcome == .built, resolution.nanoseconds > 1_000_000 { print(resolution.keyName) }
///     }
/// }
/// let factory = Factory(observer: SlowBuildLog(), AppAssembly())
/// ```
///
/// The observer is fixed when the root factory is built, and its flows use it too. A factory built without one
/// pays nothing for observation: its ready singletons are still read in line. With one, every resolution goes
/// out of line and ends with a call to ``observe(_:)``.
///
/// `observe(_:)` runs on the resolving thread, after the resolution ended and outside every lock of Rivet's; a
/// nested resolution's event waits until the outermost one around it on the thread has ended, so an observer may
/// resolve anything. What it resolves (and what an argument's `description` resolves) is not observed, so an
/// observer cannot recurse into itself.
public protocol ResolutionObserver: Sendable {
    /// Called once per resolution, when it ends: after its value was built, reused or waited for.
    func observe(_ resolution: ResolutionEvent)
}

extension Factory {
    /// Builds a root factory whose resolutions, and those of the flows begun from it, `observer` is told of.
    ///
    /// ```swift
    /// let trace = arguments.contains("--trace") ? ResolutionTrace() : nil
    /// let factory = Factory(observer: trace, launch: .current, AppAssembly())
    /// ```
    ///
    /// - Parameters:
    ///   - observer: Told of each resolution when it ends; nil for none (the same as ``init(launch:_:)``).
    ///   - launch: The launch context (``init(launch:_:)``); ``LaunchContext/current`` by default.
    ///   - assemblies: The app's assemblies, in order; a later one overrides an earlier one.
    public convenience init(observer: (any ResolutionObserver)?, launch: LaunchContext = .current, _ assemblies: any Assembly...) {
        self.init(parent: nil, assemblies: .list(assemblies), observer: observer, launch: launch)
    }
}

/// One resolution, as a ``ResolutionObserver`` is told of it.
public struct ResolutionEvent: Sendable {
    /// This resolution's number: given in the order resolutions begin, unique in the process.
    public let id: UInt64
    /// The number of the observed resolution whose make asked for this one (on the same thread, or in the same
    /// task for an async make); nil for one the app made.
    public let parentID: UInt64?
    /// The key's type.
    public var key: Any.Type { unsafeBitCast(keyIdentifier, to: Any.Type.self) }
    /// The key, as the engine and a trace's names know it.
    let keyIdentifier: ObjectIdentifier
    /// A parameterized key's argument, described with `String(describing:)`; nil for any other key.
    public let argument: String?
    /// The lifecycle it resolved with; nil for a key no scope registers (built by its own `make`).
    public let lifecycle: Lifecycle?
    /// Registered with an async make (awaited or warmed up).
    public let isAsync: Bool
    /// The value came from the key's own `make` (its live default), not from a registration's closure.
    public let usedLiveDefault: Bool
    /// How it was answered.
    public let outcome: Outcome
    /// The scope that holds (or built) the value, as messages name it (`Factory(AppAssembly)`,
    /// `flow(LoginAssembly)`): the factory that registers a singleton, the flow that holds a `.flow` component,
    /// the scope that resolved a transient. A name, not the factory: an observer that keeps its events keeps no
    /// factory alive (the factory keeps its observer).
    public let scope: String
    /// When it began, in nanoseconds of a monotonic clock (for durations only: its origin is unspecified).
    public let start: UInt64
    /// When it ended, on the same clock as ``start``.
    public let end: UInt64
    /// The number of the thread it ended on: 1, 2, 3, ... in the order threads are first numbered, stable for a
    /// thread's life. A sync resolution begins and ends on the same thread.
    public let thread: UInt64
    /// Whether it ended on the main thread.
    public let isMainThread: Bool

    /// The key's type name, as messages print it: `UsersRepositoryKey`.
    public var keyName: String { _name(of: key) }

    /// How long it took, its make and the resolutions that made included.
    public var nanoseconds: UInt64 { end &- start }

    /// The key whose build by another thread or task this resolution waited for: its own, when it `waited`.
    public var waitedOn: Any.Type? { outcome == .waited ? key : nil }

    /// How a resolution was answered.
    public enum Outcome: String, Sendable {
        /// Its make ran here, for this resolution.
        case built
        /// A value that existed already was returned (a singleton's, a flow's, a cached argument's).
        case cached
        /// Another thread (or task) was building the value; this resolution waited for that build.
        case waited
        /// The resolution threw: an async make failed, or it was cancelled. Nothing was kept.
        case failed
    }
}
