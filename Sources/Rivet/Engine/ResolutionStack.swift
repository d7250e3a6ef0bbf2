import _RivetShims

/// One resolution in progress on a thread: which key, in which scope, and the creation cell it claimed.
struct _Frame {
    /// The key's type, as an `ObjectIdentifier`'s bits.
    var key: ObjectIdentifier
    /// The scope resolving it (a `Factory`'s address, unretained: the caller holds the factory).
    var scope: UnsafeRawPointer
    /// The state word of the value this frame builds once (a singleton's or a flow's), claimed by this
    /// thread; nil if none. Read by other threads under the creation monitor (CycleSearch.swift).
    var cell: UnsafeMutablePointer<UInt>?
    var lifecycle: Lifecycle
}

/// The calling thread's resolutions in progress, outermost first, and what goes with them: the `.graph`
/// cache, the factory `withCurrent` bound, the cell the thread waits for, the references nested
/// `Factory.deinit`s hand over. It finds dependency cycles on one thread and names the chain in messages.
///
/// One per thread, allocated on the thread's first resolution and found through the shims' thread-local
/// pointer (`rivet_thread_state`), freed when the thread exits. It is a value reached by pointer and nothing
/// else (the pattern of swift-atomics' `ManagedAtomic`): other threads read `frames` and `waitingFor` under
/// the creation monitor only, while this thread waits there (Documentation/Internals.md, M7).
/// Pushing and popping a frame allocate nothing: the frames are a fixed buffer of `maximumDepth`.
struct _ResolutionStack {
    /// How many resolutions may be nested on one thread before Rivet reports the chain instead of recursing.
    static let maximumDepth = 128

    var depth = 0
    /// `maximumDepth` frames, `0..<depth` in use.
    let frames: UnsafeMutablePointer<_Frame>
    /// The `.graph` components the outermost resolution shares, made on demand, dropped when it ends.
    var graph: _GraphCache?
    /// The factory bound by a `withCurrent` running on this thread, and the depth it was bound at: inside a
    /// `make`, a binding newer than the innermost frame wins over the frame's scope.
    var binding: UnsafeRawPointer?
    var bindingDepth = 0
    /// The creation cell this thread waits for. Written and read under the creation monitor only.
    var waitingFor: UnsafeMutablePointer<UInt>?
    /// Parents that `Factory.deinit`s on this thread handed over, released one at a time by the outermost one.
    var releases = _ReleaseList()
    /// The observed resolution running on this thread, if any (Tracing/Factory+Observation.swift).
    var observation = _ThreadObservation()
    /// The thread's number in resolution events: 1, 2, 3, ... in the order threads first ask for one.
    private(set) lazy var threadNumber = UInt64(rivet_add_fetch(_threadsNumbered, 1))
    /// Whether this is the process's main thread, asked once (on Linux it costs two system calls).
    private(set) lazy var isMainThread = rivet_is_main_thread()

    private init() {
        frames = .allocate(capacity: Self.maximumDepth)
    }

    /// The calling thread's stack, made on its first call.
    @inline(__always)
    static var current: UnsafeMutablePointer<_ResolutionStack> {
        if let state = rivet_thread_state_get() { return state.assumingMemoryBound(to: _ResolutionStack.self) }
        return makeForThisThread()
    }

    @inline(never)
    private static func makeForThisThread() -> UnsafeMutablePointer<_ResolutionStack> {
        let stack = UnsafeMutablePointer<_ResolutionStack>.allocate(capacity: 1)
        stack.initialize(to: _ResolutionStack())
        rivet_thread_state_set(UnsafeMutableRawPointer(stack)) { state in
            // A thread looking for a cycle under the monitor may be reading this stack: it found the address in a
            // word this thread claimed and has since published without the monitor (M1, M7). Taking the monitor
            // waits for that search to end; a search that starts later finds the word published.
            rivet_monitor_lock()
            rivet_monitor_unlock()
            let stack = state.assumingMemoryBound(to: _ResolutionStack.self)
            stack.pointee.frames.deallocate()
            stack.deinitialize(count: 1)
            stack.deallocate()
        }
        return stack
    }

    /// Pushes a frame resolving `key` in `scope`. Returns the new depth (> 0); 0 when the stack is full; or
    /// `-(i + 1)` when frame `i` already resolves the same key in the same scope (a dependency cycle).
    /// Nothing is pushed unless the result is > 0.
    @inline(__always)
    mutating func push(_ key: ObjectIdentifier, _ scope: UnsafeRawPointer, _ lifecycle: Lifecycle) -> Int {
        let depth = depth
        var index = 0
        while index < depth {
            if frames[index].key == key && frames[index].scope == scope { return -(index + 1) }
            index += 1
        }
        if depth == Self.maximumDepth { return 0 }
        (frames + depth).initialize(to: _Frame(key: key, scope: scope, cell: nil, lifecycle: lifecycle))
        self.depth = depth + 1
        return depth + 1
    }

    /// Pops the top frame; the outermost one ending releases the `.graph` cache.
    @inline(__always)
    mutating func pop() {
        depth -= 1
        if depth == 0 && graph != nil { dropGraph() }
    }

    /// Releases the `.graph` cache once the stack is empty: its values' deinits are user code, which may
    /// resolve on this thread (and make a new cache).
    @inline(never)
    private mutating func dropGraph() {
        let cache = graph.take()
        withExtendedLifetime(cache) {}
    }

    /// The innermost frame.
    var top: UnsafeMutablePointer<_Frame> {
        frames + (depth - 1)
    }
}

/// The references nested `Factory.deinit`s hand over on one thread, so that releasing a chain of nested
/// flows does not recurse (`Factory.deinit`). Keeps its buffer while short, so that a flow's deinit
/// allocates nothing in steady state; gives back a long one's.
struct _ReleaseList {
    /// Set while the outermost `Factory.deinit` on this thread releases the list.
    var releasing = false
    private var references: [Unmanaged<AnyObject>] = []

    mutating func push(_ object: Unmanaged<AnyObject>) {
        references.append(object)
    }

    /// The reference pushed last, or nil once none is left.
    mutating func pop() -> Unmanaged<AnyObject>? {
        if let last = references.popLast() { return last }
        if references.capacity > 64 { references = [] }
        return nil
    }
}
