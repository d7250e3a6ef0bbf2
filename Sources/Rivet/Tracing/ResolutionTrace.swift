import _RivetShims

/// A record of resolutions: the ``ResolutionObserver`` that keeps every event, to read any time.
///
/// Tracing answers what a screen's launch actually resolved: which keys, which of them were built and which
/// reused, in which scope, on which thread, and what each build cost. Build the app's factory with a trace as its
/// observer (every resolution from it and its flows is recorded), and read ``tree`` or ``mermaid``:
///
/// ```swift
/// let trace = ResolutionTrace()
/// let factory = Factory(observer: trace, AppAssembly())
/// _ = factory.usersPresenter
/// print(trace.tree)
/// ```
///
/// A trace keeps every event until ``clear()``: it grows with each resolution. Recording is thread safe, and a
/// factory built without an observer pays nothing for it (Documentation/Tracing.md).
public final class ResolutionTrace: ResolutionObserver, @unchecked Sendable {
    /// Guards `recorded`, `names` and `clearedThrough`; held only for a few loads and stores, never while user
    /// code runs (Documentation/Internals.md, M12).
    private let lock = _Lock.make()
    /// The events as they ended (a make's after those of the resolutions it made), with their numbers.
    private var recorded: [(id: UInt64, parent: UInt64?, event: Event)] = []
    /// The keys' names, made once per key: a type's name is slow to make, and types live forever.
    private var names: [ObjectIdentifier: String] = [:]
    /// The last resolution number `clear()` forgot: a resolution that began before it is not recorded.
    private var clearedThrough: UInt64 = 0

    /// An empty trace, to pass to ``Factory/init(observer:launch:_:)``.
    public init() {}

    /// Records `resolution`, unless it began before the last ``clear()``.
    public func observe(_ resolution: ResolutionEvent) {
        let type = resolution.keyIdentifier
        var key = lock.withLock { names[type] }
        if key == nil {
            key = resolution.keyName
            lock.withLock { names[type] = key }
        }
        let prefix = resolution.isAsync ? "async " : ""
        let lifecycle = switch resolution.lifecycle {
        case nil: "live default"
        case .transient: "transient"
        case .singleton: prefix + "singleton"
        case .flow: prefix + "flow"
        case .weakSingleton: "weakSingleton"
        case .graph: "graph"
        }
        let timed = resolution.outcome == .built || resolution.outcome == .failed
        let event = Event(
            key: key.unsafelyUnwrapped, argument: resolution.argument, lifecycle: lifecycle, outcome: resolution.outcome,
            scope: resolution.scope, parent: nil, depth: 0,
            makeNanoseconds: timed ? resolution.nanoseconds : nil,
            thread: resolution.thread, isMainThread: resolution.isMainThread
        )
        lock.withLock {
            if resolution.id > clearedThrough { recorded.append((resolution.id, resolution.parentID, event)) }
        }
    }

    /// The resolutions recorded so far, in the order they began, each with the index of the one that asked for it:
    /// a snapshot, which later resolutions do not change.
    public var events: [Event] {
        let recorded = lock.withLock { self.recorded }.sorted { $0.id < $1.id }
        var index: [UInt64: Int] = [:]
        var events: [Event] = []
        for record in recorded {
            index[record.id] = events.count
            var event = record.event
            if let parent = record.parent.flatMap({ index[$0] }) {
                event.parent = parent
                event.depth = events[parent].depth + 1
            }
            events.append(event)
        }
        return events
    }

    /// Forgets every event recorded so far; recording goes on. A resolution in progress when it is called
    /// records nothing.
    public func clear() {
        let dropped = lock.withLock {
            clearedThrough = _lastResolutionID()
            defer { recorded = [] }
            return recorded
        }
        withExtendedLifetime(dropped) {}
    }

    /// One resolution: what was asked for, how it was answered, where and how long it took.
    public struct Event: Sendable {
        /// The key's type name, as messages print it: `UsersRepositoryKey`.
        public var key: String
        /// A parameterized key's argument, described; nil for any other key.
        public var argument: String?
        /// The lifecycle it resolved with: `"singleton"`, `"flow"`, `"transient"`, `"weakSingleton"`,
        /// `"graph"`, `"async singleton"`, `"async flow"`, or `"live default"` for a key that no scope
        /// registers, built by its own `make`.
        public var lifecycle: String
        /// Whether its make ran for this resolution.
        public var outcome: Outcome
        /// The scope that holds (or built) the value, as messages name it: `Factory(AppAssembly)`,
        /// `flow(LoginAssembly)`.
        public var scope: String
        /// The index in ``ResolutionTrace/events`` of the resolution that asked for this one on the same
        /// thread (or in the same task, for an async make): the chain. Nil for a resolution the app made.
        public var parent: Int?
        /// How many resolutions up the chain it is: 0 for one the app made.
        public var depth: Int
        /// How long its make took, in nanoseconds, the resolutions it made included: for `failed`, until it
        /// threw. Nil for `cached` and `waited`.
        public var makeNanoseconds: UInt64?
        /// The number of the thread it ran on (for an async resolution, the one it ended on): 1, 2, 3, ... in
        /// the order threads are first numbered, stable for the thread's life.
        public var thread: UInt64
        /// Whether it ran on the main thread.
        public var isMainThread: Bool

        /// How a resolution was answered.
        public typealias Outcome = ResolutionEvent.Outcome
    }
}
