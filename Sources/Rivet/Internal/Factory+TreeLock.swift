import _RivetShims

/// The bytes of a root factory's creation lock, stored in the factory itself (see `Factory._lockStorage`).
typealias _LockStorage = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

// One recursive lock per tree (a root factory and all of its flows) means a thread building a singleton can
// build the singletons it needs, and two threads can never wait on each other: creation is serialised,
// reads of ready singletons are not. The lock lives in the root's own allocation, after its table word.

extension Factory {
    /// The tree's lock: in the root's stored properties, after the table word.
    @usableFromInline
    var _lockAddress: UnsafeMutableRawPointer {
        if let root = _treeRoot { return root._ownLockAddress }
        return _ownLockAddress
    }

    /// Where this factory's own lock storage is (only a root's is initialised): after the table word, at
    /// the storage's alignment, as the compiler lays stored properties out.
    private var _ownLockAddress: UnsafeMutableRawPointer {
        (_getUnsafePointerToStoredProperties(self) + MemoryLayout<UnsafeMutableRawPointer?>.stride)
            .alignedUp(for: _LockStorage.self)
    }

    @usableFromInline
    func _lockTree() {
        rivet_mutex_lock(_lockAddress)
    }

    @usableFromInline
    func _unlockTree() {
        rivet_mutex_unlock(_lockAddress)
    }

    /// Runs `body` holding the tree's lock.
    func _withTreeLocked<R>(_ body: () -> R) -> R {
        _lockTree()
        defer { _unlockTree() }
        return body()
    }
}
