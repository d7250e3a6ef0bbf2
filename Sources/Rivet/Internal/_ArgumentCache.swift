import _RivetShims

/// A parameterized key's values, one per distinct argument, for a `.singleton` (kept by the registration)
/// or a `.flow` (kept by the flow): at most `limit`, the least recently used going first.
///
/// Each value lives in an `_Entry` of its own, built once through its state word as a singleton is, so
/// that threads asking for the same argument build it once, and a cycle of threads is reported as one. The
/// cache's lock guards its tables only: it is held while the argument is hashed and compared (user code,
/// hence a mutex of its own), never while a value is built (Documentation/Internals.md, "Parameterized keys,
/// collections and hooks").
class _ArgumentCache<Argument, Value> {
    /// The value for `argument` if it is built, else the entry to build it in (retained, so that an
    /// eviction meanwhile leaves the builder its entry); and what it evicted to make room, if anything.
    ///
    /// `evicted` holds the only references to the evicted value and argument: the caller releases it after
    /// its resolution frame is popped, for their deinits are user code, which may resolve this very key
    /// (inside the frame that would be a cycle that is not one; inside the lock, a deadlock).
    func lookup(_ argument: Argument) -> (value: Value?, entry: _Entry<Value>?, evicted: Any?) {
        fatalError("abstract")
    }

    /// How many values it holds, for tests.
    var count: Int { fatalError("abstract") }
}

/// The cache for arguments identified by a `Hashable` form of them (the argument itself).
final class _HashedArgumentCache<Argument, Key: Hashable, Value>: _ArgumentCache<Argument, Value> {
    private let limit: Int
    private let identify: (Argument) -> Key
    private let mutex = rivet_mutex_create()
    /// Where each argument's value is in the arrays below.
    private var slots: [Key: Int] = [:]
    private var keys: [Key] = []
    private var entries: [_Entry<Value>] = []
    /// When each value was last used, on the `clock`: the smallest goes first.
    private var lastUse: [UInt64] = []
    private var clock: UInt64 = 0

    init(limit: Int, identify: @escaping (Argument) -> Key) {
        self.limit = limit
        self.identify = identify
    }

    deinit {
        rivet_mutex_destroy(mutex)
    }

    override func lookup(_ argument: Argument) -> (value: Value?, entry: _Entry<Value>?, evicted: Any?) {
        let key = identify(argument)
        rivet_mutex_lock(mutex)
        clock &+= 1
        if let index = slots[key] {
            lastUse[index] = clock
            let entry = entries[index]
            let value = entry.readyValue
            rivet_mutex_unlock(mutex)
            return value.map { ($0, nil, nil) } ?? (nil, entry, nil)
        }
        let entry = _Entry<Value>.make(ObjectIdentifier(Value.self), .singleton, nil)
        var evicted: (entry: _Entry<Value>, key: Key)?
        if keys.count < limit {
            slots[key] = keys.count
            keys.append(key)
            entries.append(entry)
            lastUse.append(clock)
        } else {
            let index = lastUse.indices.min { lastUse[$0] < lastUse[$1] }.unsafelyUnwrapped
            // Taken first, so that the table lets go of the argument without releasing it: an argument's
            // deinit is user code too (issue 14 review; ArgumentDeinitTests).
            evicted = (entries[index], keys[index])
            if slots.removeValue(forKey: keys[index]) == nil {
                // An argument not equal to itself (a NaN) or whose hash changed is never found again by key:
                // drop its slot by position, or the table would keep one per resolution, unbounded
                // (ArgumentCacheOddInputTests).
                if let stale = slots.firstIndex(where: { $0.value == index }) { slots.remove(at: stale) }
            }
            slots[key] = index
            keys[index] = key
            entries[index] = entry
            lastUse[index] = clock
        }
        rivet_mutex_unlock(mutex)
        return (nil, entry, evicted)
    }

    override var count: Int {
        rivet_mutex_lock(mutex)
        defer { rivet_mutex_unlock(mutex) }
        return keys.count
    }
}
