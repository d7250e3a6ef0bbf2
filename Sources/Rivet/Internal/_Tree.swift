import _RivetShims

/// What a root factory shares with all of its flows: the lock under which values are created (stored in
/// the object itself), and the strict-test observer.
///
/// One recursive lock per tree means a thread building a singleton can build the singletons it needs,
/// and two threads can never wait on each other: creation is serialised, reads of ready singletons are not.
@usableFromInline
final class _Tree: ManagedBuffer<_Tree.Header, UInt64> {
    @usableFromInline
    struct Header {
        /// Told the name of every key built by its own `make` (its live default): how a strict test finds
        /// the dependencies it forgot to replace.
        let liveDefaultObserver: (@Sendable (String) -> Void)?
        @usableFromInline let observesLiveDefaults: Bool

        init(liveDefaultObserver: (@Sendable (String) -> Void)?) {
            self.liveDefaultObserver = liveDefaultObserver
            observesLiveDefaults = liveDefaultObserver != nil
        }
    }

    static func make(liveDefaultObserver: (@Sendable (String) -> Void)? = nil) -> _Tree {
        let words = (Int(rivet_mutex_size()) + MemoryLayout<UInt64>.size - 1) / MemoryLayout<UInt64>.size
        let header = Header(liveDefaultObserver: liveDefaultObserver)
        let tree = unsafeDowncast(create(minimumCapacity: words) { _ in header }, to: _Tree.self)
        tree.withUnsafeMutablePointerToElements { rivet_mutex_init($0) }
        return tree
    }

    deinit {
        withUnsafeMutablePointerToElements { rivet_mutex_destroy($0) }
    }

    // Read through the header pointer: the `header` property would cost a dynamic exclusivity check.
    @inlinable var observesLiveDefaults: Bool { withUnsafeMutablePointerToHeader { $0.pointee.observesLiveDefaults } }
    var liveDefaultObserver: (@Sendable (String) -> Void)? { withUnsafeMutablePointerToHeader { $0.pointee.liveDefaultObserver } }

    @usableFromInline
    func lock() {
        withUnsafeMutablePointerToElements { rivet_mutex_lock($0) }
    }

    @usableFromInline
    func unlock() {
        withUnsafeMutablePointerToElements { rivet_mutex_unlock($0) }
    }

    /// Runs `body` holding the lock.
    func locked<R>(_ body: () -> R) -> R {
        lock()
        defer { unlock() }
        return body()
    }
}
