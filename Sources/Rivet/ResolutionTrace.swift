import _RivetShims

/// A record of resolutions, filled while a factory or a flow is traced; read it any time.
///
/// Tracing answers what a screen's launch actually resolved: which keys, which of them were built and which
/// reused, in which scope, on which thread, and what each build cost. Start it on the app's factory (every
/// resolution from it and its flows) or on one flow (that flow's only), and read ``tree`` or ``mermaid``:
///
/// ```swift
/// let trace = ResolutionTrace()
/// factory.startTracing(into: trace)
/// _ = factory.usersPresenter
/// factory.stopTracing()
/// print(trace.tree)
/// ```
///
/// A trace keeps every event until ``clear()``: it grows with each resolution while tracing runs. Recording
/// is thread safe, and a factory that is not traced pays nothing for it (Documentation/Tracing.md).
public final class ResolutionTrace: @unchecked Sendable {
    /// Guards `recorded` and `generation`; held only for a few loads and stores, never while user code runs.
    private let lock = _Lock.make()
    private var recorded: [Event] = []
    /// The keys' names, made once per key: a type's name is slow to make, and types live forever.
    private var names: [ObjectIdentifier: String] = [:]
    /// Bumped by `clear()`, so that a resolution that began before it updates nothing after it.
    private var generation: UInt = 1

    /// An empty trace, to pass to ``Factory/startTracing(into:)``.
    public init() {}

    /// The resolutions recorded so far, in the order they began: a snapshot, which later resolutions do not
    /// change.
    public var events: [Event] {
        withLock { recorded }
    }

    /// Forgets every event recorded so far; tracing goes on. A resolution in progress when it is called
    /// records nothing more.
    public func clear() {
        let dropped: [Event] = withLock {
            generation &+= 1
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
        /// The number of the thread it ran on (for an async resolution, the one it began on): 1, 2, 3, ... in
        /// the order threads first resolve or trace, stable for the thread's life.
        public var thread: UInt64
        /// Whether it ran on the main thread.
        public var isMainThread: Bool

        /// How a resolution was answered.
        public enum Outcome: String, Sendable {
            /// Its make ran here, for this resolution.
            case built
            /// A value that existed already was returned (a singleton's, a flow's, a cached argument's).
            case cached
            /// Another thread (or task) was building the value; this resolution waited for it.
            case waited
            /// The resolution threw: an async make failed, or the resolution was cancelled. Nothing was
            /// kept, so the next one builds again.
            case failed
        }
    }

    /// A parent of a new event: the event's index in the generation it was recorded in.
    struct _Position: Sendable {
        let generation: UInt
        let index: Int
    }

    /// Records the start of a resolution, a child of `parent` when that is still in this trace, and returns
    /// where it is.
    func _begin(
        key type: ObjectIdentifier,
        argument: String?,
        lifecycle: String,
        scope: String,
        parent: _Position?
    ) -> _Position {
        let thread = rivet_thread_number()
        let isMainThread = rivet_is_main_thread()
        let key: String
        if let name = withLock({ names[type] }) {
            key = name
        } else {
            key = _name(of: type)
            withLock { names[type] = key }
        }
        return withLock {
            var parentIndex: Int?
            var depth = 0
            if let parent, parent.generation == generation, recorded.indices.contains(parent.index) {
                parentIndex = parent.index
                depth = recorded[parent.index].depth + 1
            }
            recorded.append(Event(
                key: key, argument: argument, lifecycle: lifecycle, outcome: .cached, scope: scope,
                parent: parentIndex, depth: depth, makeNanoseconds: nil, thread: thread, isMainThread: isMainThread
            ))
            return _Position(generation: generation, index: recorded.count - 1)
        }
    }

    /// Changes the event at `position`, unless `clear()` dropped it.
    func _update(_ position: _Position, _ change: (inout Event) -> Void) {
        withLock {
            if position.generation == generation, recorded.indices.contains(position.index) {
                change(&recorded[position.index])
            }
        }
    }

    private func withLock<R>(_ body: () -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
