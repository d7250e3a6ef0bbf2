import _RivetShims

/// What a root factory shares with all of its flows: the lock under which values are created.
///
/// One recursive lock per tree means a thread building a singleton can build the singletons it needs,
/// and two threads can never wait on each other: creation is serialised, reads of ready singletons are not.
@usableFromInline
final class _Tree: @unchecked Sendable {
    let mutex: OpaquePointer
    /// Told the name of every key built by its own `make` (its live default): how a strict test finds
    /// the dependencies it forgot to replace.
    let liveDefaultObserver: (@Sendable (String) -> Void)?
    @usableFromInline let observesLiveDefaults: Bool

    init(liveDefaultObserver: (@Sendable (String) -> Void)? = nil) {
        mutex = rivet_mutex_create()
        self.liveDefaultObserver = liveDefaultObserver
        observesLiveDefaults = liveDefaultObserver != nil
    }

    deinit {
        rivet_mutex_destroy(mutex)
    }

    @usableFromInline
    func lock() {
        rivet_mutex_lock(mutex)
    }

    @usableFromInline
    func unlock() {
        rivet_mutex_unlock(mutex)
    }

    /// Runs `body` holding the lock.
    func locked<R>(_ body: () -> R) -> R {
        lock()
        defer { unlock() }
        return body()
    }
}
