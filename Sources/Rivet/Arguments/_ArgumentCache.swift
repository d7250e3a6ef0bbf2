import _RivetShims

/// A parameterized key's values, one per distinct argument, for a `.singleton` (kept by the registration)
/// or a `.flow` (kept by the flow): at most `limit`, the least recently used going first.
///
/// Each value lives in an `_Entry` of its own, built once through its state word as a singleton is, so
/// that threads asking for the same argument build it once, and a cycle of threads is reported as one. The
/// cache's lock guards its tables only: it is held while the argument is compared (user code, hence a lock
/// of its own; its hash is taken before), never while a value is built (Documentation/Internals.md, M9).
class _ArgumentCache<Argument, Value> {
    /// The value for `argument`: the one built, copied under the lock; else what `build` returns, given the
    /// entry to build it in (retained, so that an eviction meanwhile leaves the builder its entry), called
    /// with no lock held.
    ///
    /// `evicted` receives the only references to the argument and the value that made room, if any: the
    /// caller releases them after its resolution frame is popped, for their deinits are user code, which
    /// may resolve this very key (inside the frame that would be a cycle that is not one; inside the lock,
    /// a deadlock).
    func value(
        for argument: Argument,
        evicting evicted: inout (AnyObject, AnyObject)?,
        building build: (_Entry<Value>) -> Value
    ) -> Value {
        fatalError("abstract")
    }

    /// How many values it holds, for tests.
    var count: Int { fatalError("abstract") }
}

/// The cache for `Hashable` arguments.
///
/// Speed (issue 14: a warm value within 2x of a warm singleton). A hit runs in code that is generic but
/// not specialized (one copy for all keys), so it touches no generic type that the runtime would have to
/// look up (no `Dictionary<Argument, _>`, `Optional<Value>`, tuple or `_Entry<Value>` metadata, each a
/// search of the runtime's metadata cache; those cost 10x the rest before): the slots are buffers typed as
/// their elements, the index maps hash bits to slots, entries are kept as `Unmanaged<AnyObject>` and read
/// through their common header (`_EntryCommon`), and the value is copied out under the lock, so that
/// nothing is retained or released but that copy. Each argument is kept in a box of its own
/// (`_ArgumentBox`), a constant that `==` reads in place: one read through a pointer would be copied first
/// (a retain and a release for a `String`). Costs on a hit: the lock, one `hashValue`, an `==` per slot
/// whose whole hash matches (one unless hashes collide), the copy. Documentation/Internals.md says who keeps
/// what alive.
final class _HashedArgumentCache<Argument: Hashable, Value>: _ArgumentCache<Argument, Value> {
    private let limit: Int
    /// Guards everything below (Lock.swift).
    private let lock = _Lock.make()
    /// Slots `0..<used`, of `capacity` (grown by doubling up to `limit`): an argument (+1), its `hashValue`,
    /// the entry holding its value (an `_Entry<Value>`, +1), and when it was last used on `clock`.
    private var arguments: UnsafeMutablePointer<Unmanaged<_ArgumentBox<Argument>>>
    private var hashes: UnsafeMutablePointer<Int>
    private var entries: UnsafeMutablePointer<Unmanaged<AnyObject>>
    private var lastUse: UnsafeMutablePointer<UInt64>
    private var used = 0
    private var capacity: Int
    private var clock: UInt64 = 0
    /// The index: open addressing with linear probing, at most half full; each bucket holds a slot + 1, or
    /// 0 when empty. A hash's home bucket is its top bits after a Fibonacci multiply (as `_KeyTable`'s), so
    /// that a `hashValue` written by hand (an id, say) spreads too.
    private var buckets: UnsafeMutablePointer<Int>
    private var bucketMask: Int
    private var bucketShift: UInt

    init(limit: Int) {
        self.limit = limit
        capacity = Swift.min(limit, 8)
        arguments = .allocate(capacity: capacity)
        hashes = .allocate(capacity: capacity)
        entries = .allocate(capacity: capacity)
        lastUse = .allocate(capacity: capacity)
        (buckets, bucketMask, bucketShift) = Self.makeBuckets(for: capacity)
    }

    deinit {
        for slot in 0..<used {
            entries[slot].release()
            arguments[slot].release()
        }
        arguments.deallocate()
        hashes.deallocate()
        entries.deallocate()
        lastUse.deallocate()
        buckets.deallocate()
    }

    override func value(
        for argument: Argument,
        evicting evicted: inout (AnyObject, AnyObject)?,
        building build: (_Entry<Value>) -> Value
    ) -> Value {
        let hash = argument.hashValue
        lock.lock()
        clock &+= 1
        if let slot = find(argument, hash) {
            lastUse[slot] = clock
            let found = entries[slot]
            if let value = found._withUnsafeGuaranteedRef({ _EntryCommon.readySingletonValue(_EntryCommon.of($0)) }) {
                // Copied while the lock keeps the entry from being evicted and released.
                let copy = value.assumingMemoryBound(to: Value.self).pointee
                lock.unlock()
                return copy
            }
            // Being built by another thread (or by this one: a cycle), which `build` waits for or reports.
            let entry = found.takeUnretainedValue()
            lock.unlock()
            return build(unsafeDowncast(entry, to: _Entry<Value>.self))
        }
        let entry: _Entry<Value>
        (entry, evicted) = insertUnlocking(argument, hash)
        return build(entry)
    }

    override var count: Int { lock.withLock { used } }

    /// The slot holding `argument`, if any. Under the lock.
    @inline(__always)
    private func find(_ argument: Argument, _ hash: Int) -> Int? {
        var bucket = home(of: hash)
        while buckets[bucket] != 0 {
            let slot = buckets[bucket] &- 1
            if hashes[slot] == hash && arguments[slot]._withUnsafeGuaranteedRef({ $0.argument == argument }) { return slot }
            bucket = (bucket &+ 1) & bucketMask
        }
        return nil
    }

    /// A new entry for `argument`, stored in the cache, and what it evicted (for the caller to release
    /// outside the lock and the frame); unlocks. Out of line: the types of what it evicts are generic types
    /// the runtime looks up, which the hit path must not name.
    @inline(never)
    private func insertUnlocking(_ argument: Argument, _ hash: Int) -> (_Entry<Value>, (AnyObject, AnyObject)?) {
        let entry = _Entry<Value>.make(ObjectIdentifier(Value.self), .singleton, nil)
        let evicted = insert(argument, hash, entry)
        lock.unlock()
        return (entry, evicted)
    }

    /// Stores `entry` for `argument` in a free slot, growing the slots while under `limit`, else in the
    /// least recently used one. Returns what that slot held, for the caller to release outside the lock.
    /// Under the lock.
    private func insert(_ argument: Argument, _ hash: Int, _ entry: _Entry<Value>) -> (AnyObject, AnyObject)? {
        if used == capacity && capacity < limit { grow() }
        let slot: Int
        var evicted: (AnyObject, AnyObject)?
        if used < capacity {
            slot = used
            used += 1
        } else {
            var oldest = 0
            for candidate in 1..<used where lastUse[candidate] < lastUse[oldest] { oldest = candidate }
            slot = oldest
            unindex(slot)
            evicted = (arguments[slot].takeRetainedValue(), entries[slot].takeRetainedValue())
        }
        arguments[slot] = .passRetained(_ArgumentBox(argument))
        hashes[slot] = hash
        entries[slot] = .passRetained(entry)
        lastUse[slot] = clock
        index(slot)
        return evicted
    }

    /// Puts `slot` in the index. Under the lock.
    private func index(_ slot: Int) {
        var bucket = home(of: hashes[slot])
        while buckets[bucket] != 0 { bucket = (bucket &+ 1) & bucketMask }
        buckets[bucket] = slot &+ 1
    }

    /// Takes `slot` out of the index, shifting back the buckets after it that their probe would miss
    /// otherwise (deletion from linear probing without tombstones). Under the lock.
    private func unindex(_ slot: Int) {
        var hole = home(of: hashes[slot])
        while buckets[hole] != slot &+ 1 { hole = (hole &+ 1) & bucketMask }
        var next = (hole &+ 1) & bucketMask
        while buckets[next] != 0 {
            let start = home(of: hashes[buckets[next] &- 1])
            // The bucket at `next` may move to `hole` unless its home lies after the hole, up to `next`.
            if (next &- start) & bucketMask >= (next &- hole) & bucketMask {
                buckets[hole] = buckets[next]
                hole = next
            }
            next = (next &+ 1) & bucketMask
        }
        buckets[hole] = 0
    }

    /// Doubles the slots (up to `limit`) and rebuilds the index for them. Under the lock.
    private func grow() {
        let newCapacity = capacity > limit / 2 ? limit : capacity * 2
        arguments = Self.moved(arguments, count: used, into: newCapacity)
        hashes = Self.moved(hashes, count: used, into: newCapacity)
        entries = Self.moved(entries, count: used, into: newCapacity)
        lastUse = Self.moved(lastUse, count: used, into: newCapacity)
        capacity = newCapacity
        buckets.deallocate()
        (buckets, bucketMask, bucketShift) = Self.makeBuckets(for: capacity)
        for slot in 0..<used { index(slot) }
    }

    private static func moved<T>(_ old: UnsafeMutablePointer<T>, count: Int, into capacity: Int) -> UnsafeMutablePointer<T> {
        let new = UnsafeMutablePointer<T>.allocate(capacity: capacity)
        new.moveInitialize(from: old, count: count)
        old.deallocate()
        return new
    }

    /// The bucket where the probe for `hash` starts.
    @inline(__always)
    private func home(of hash: Int) -> Int {
        Int(bitPattern: (UInt(bitPattern: hash) &* _fibonacciMultiplier) &>> bucketShift)
    }

    /// Empty buckets for `capacity` slots, at most half full; the mask of their count (a power of 2) and the
    /// shift that keeps as many top bits of a hash.
    private static func makeBuckets(for capacity: Int) -> (UnsafeMutablePointer<Int>, Int, UInt) {
        var bits = 1
        while (1 << bits) < capacity * 2 { bits += 1 }
        let count = 1 << bits
        let buckets = UnsafeMutablePointer<Int>.allocate(capacity: count)
        buckets.initialize(repeating: 0, count: count)
        return (buckets, count - 1, UInt(Int.bitWidth - bits))
    }
}

/// One argument of a cache, kept where `==` can read it without copying it first (a constant of a class).
final class _ArgumentBox<Argument> {
    let argument: Argument

    init(_ argument: Argument) {
        self.argument = argument
    }
}
