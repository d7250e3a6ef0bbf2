import _RivetShims

/// One slot of a `_KeyTable`: a key and its retained entry, or two nils.
@usableFromInline
struct _Slot {
    var key: ObjectIdentifier?
    var entry: Unmanaged<AnyObject>?
}

/// An open-addressing map from a key's type to its entry, in one allocation (tail storage typed as its
/// element, as swift-collections' `_DequeBuffer` has it).
///
/// Keys are type metadata addresses, unique per type; a multiplicative hash of the address picks the
/// slot, so a lookup costs a multiply and a compare or two whatever the number of registrations.
///
/// A factory's assembled table is filled before the factory is shared and never changes after: it is
/// read without a lock for as long as it is in force. An override of a key it has goes into a table of the
/// factory's own, touched only under the factory's stripe lock, and marks that key's entry; a reset, or an
/// override of a key it lacks, makes that table complete and marks the assembled table replaced
/// (Documentation/Internals.md).
@usableFromInline
final class _KeyTable: ManagedBuffer<_KeyTable.Header, _Slot> {
    @usableFromInline
    struct Header {
        var shift: UInt
        var mask: Int
        var count: Int
        /// `_replacedFlag` once a reset (or an override of a key it lacks) replaced this assembled table,
        /// `_observedFlag` while the scope has an observer: either sends every resolution out of line.
        /// `_ownTableFlag` once the factory has a table of its own (any override or reset). Only ever accessed
        /// atomically, through `withFlagsCell` (Internals.md, M3).
        var flags: UInt = 0
        /// The scope's observer (an unretained `_ObserverBox`, which the factory keeps), 0 for none. Only ever
        /// accessed atomically, through `withObserverCell` (Internals.md, M4).
        var observer: UInt = 0
    }

    /// An empty table with room for `count` keys at most half full.
    static func allocate(holding count: Int) -> _KeyTable {
        var bits = 1
        while (1 << bits) < count * 2 { bits += 1 }
        let capacity = 1 << bits
        let header = Header(shift: UInt(Int.bitWidth - bits), mask: capacity - 1, count: 0)
        let table = unsafeDowncast(create(minimumCapacity: capacity) { _ in header }, to: _KeyTable.self)
        table.withUnsafeMutablePointerToElements { $0.initialize(repeating: _Slot(), count: capacity) }
        return table
    }

    deinit {
        withUnsafeMutablePointers { header, slots in
            for index in 0...header.pointee.mask { slots[index].entry?.release() }
            slots.deinitialize(count: header.pointee.mask + 1)
        }
    }

    /// A copy holding the same entries, with room for at least `extra` more keys: for one factory's own
    /// tables (an override keeps the values built in the others), or to grow a table that is then dropped.
    func copy(withRoomFor extra: Int = 0) -> _KeyTable {
        let table = Self.allocate(holding: count + extra)
        forEachEntry { key, entry in table.insert(key, entry.retain()) }
        return table
    }

    /// A copy holding new entries for the same registrations, with nothing built (`_AnyEntry.unbuilt()`), with
    /// room for at least `extra` more keys: how a registry's table is copied, so that no two factories (nor a
    /// factory and a registry) share an entry, and so no value, weak value, async flight or argument cache.
    func unbuiltCopy(withRoomFor extra: Int = 0) -> _KeyTable {
        let table = Self.allocate(holding: count + extra)
        forEachEntry { key, entry in
            table.insert(key, .passRetained((entry.takeUnretainedValue() as! any _AnyEntry).unbuilt()))
        }
        return table
    }

    var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }

    /// Whether one more key keeps the table at most half full.
    var hasRoomForOneMore: Bool {
        withUnsafeMutablePointerToHeader { ($0.pointee.count + 1) * 2 <= $0.pointee.mask + 1 }
    }

    /// Puts `entry` (a +1 reference, which the table takes over) for `key`, in a table no lock-free reader
    /// can see. Returns the entry it replaces, +1, for the caller to release (outside any lock).
    func put(_ key: ObjectIdentifier, _ entry: Unmanaged<AnyObject>) -> Unmanaged<AnyObject>? {
        withUnsafeMutablePointers { header, slots in
            var index = Self.slot(for: key, shift: header.pointee.shift)
            while let existing = slots[index].key, existing != key { index = (index &+ 1) & header.pointee.mask }
            let replaced = slots[index].entry
            if replaced == nil { header.pointee.count += 1 }
            slots[index] = _Slot(key: key, entry: entry)
            return replaced
        }
    }

    /// Puts a +1 entry into a table being filled, releasing the one it replaces.
    private func insert(_ key: ObjectIdentifier, _ entry: Unmanaged<AnyObject>) {
        put(key, entry)?.release()
    }

    /// The entry for `key`, of class `Entry`, if this table is its one holder; unretained.
    func entry<Entry: AnyObject>(heldAloneFor key: ObjectIdentifier, as _: Entry.Type) -> Entry? {
        guard let entry = entry(for: key) else { return nil }
        // The table's own reference, adopted for the check and handed back: the check counts no other. Typed:
        // `isKnownUniquelyReferenced` is always false through `AnyObject`.
        var object = unsafeDowncast(entry.takeRetainedValue(), to: Entry.self)
        defer { _ = Unmanaged.passRetained(object) }
        return isKnownUniquelyReferenced(&object) ? object : nil
    }

    /// Calls `body` with each key and its entry, unretained.
    func forEachEntry(_ body: (ObjectIdentifier, Unmanaged<AnyObject>) -> Void) {
        withUnsafeMutablePointers { header, slots in
            for index in 0...header.pointee.mask {
                if let key = slots[index].key, let entry = slots[index].entry { body(key, entry) }
            }
        }
    }

    @inline(__always)
    static func slot(for key: ObjectIdentifier, shift: UInt) -> Int {
        Int(bitPattern: (UInt(bitPattern: key) &* _fibonacciMultiplier) &>> shift)
    }

    /// The entry registered for `key`, if any, unretained: valid while this table holds it.
    @inline(__always)
    func entry(for key: ObjectIdentifier) -> Unmanaged<AnyObject>? {
        withUnsafeMutablePointers { header, slots in
            var index = Self.slot(for: key, shift: header.pointee.shift)
            while let candidate = slots[index].key {
                if candidate == key { return slots[index].entry }
                index = (index &+ 1) & header.pointee.mask
            }
            return nil
        }
    }

    /// Looks `key` up once for a resolution: the one part of it that every key runs in line (`Factory._resolve`).
    @usableFromInline
    func _probe(_ key: ObjectIdentifier) -> _Probe {
        guard withFlagsCell({ rivet_load_acquire($0) }) & Self._outOfLineFlags == 0 else { return _Probe(value: nil, found: _Probe.flagged) }
        guard let entry = entry(for: key) else { return _Probe(value: nil, found: nil) }
        if let value = entry._withUnsafeGuaranteedRef({ _EntryCommon.readySingletonValue(_EntryCommon.of($0)) }) {
            return _Probe(value: value, found: nil)
        }
        return _Probe(value: nil, found: UnsafeRawPointer(entry.toOpaque()))
    }

    /// Calls `body` with the flags word's address, valid during the call.
    func withFlagsCell<R>(_ body: (UnsafeMutablePointer<UInt>) -> R) -> R {
        withUnsafeMutablePointerToHeader { header in
            let offset = MemoryLayout<Header>.offset(of: \.flags).unsafelyUnwrapped
            return body((UnsafeMutableRawPointer(header) + offset).assumingMemoryBound(to: UInt.self))
        }
    }

    /// Calls `body` with the observer word's address, valid during the call.
    private func withObserverCell<R>(_ body: (UnsafeMutablePointer<UInt>) -> R) -> R {
        withUnsafeMutablePointerToHeader { header in
            let offset = MemoryLayout<Header>.offset(of: \.observer).unsafelyUnwrapped
            return body((UnsafeMutableRawPointer(header) + offset).assumingMemoryBound(to: UInt.self))
        }
    }

    /// The scope's observer, unretained: its factory keeps every box it was given until it goes.
    var observerBox: _ObserverBox? {
        let word = withObserverCell { rivet_load_acquire($0) }
        guard let raw = UnsafeRawPointer(bitPattern: word) else { return nil }
        return Unmanaged<_ObserverBox>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Makes `box` the scope's observer (nil: none) and sets or clears `_observedFlag` to match: the word first,
    /// so that a resolution that sees the flag finds the observer (or none, once it is cleared).
    func setObserver(_ box: _ObserverBox?) {
        if let box {
            withObserverCell { rivet_store_release($0, UInt(bitPattern: Unmanaged.passUnretained(box).toOpaque())) }
            _ = withFlagsCell { rivet_fetch_or($0, Self._observedFlag) }
        } else {
            _ = withFlagsCell { rivet_fetch_and($0, ~Self._observedFlag) }
            withObserverCell { rivet_store_release($0, 0) }
        }
    }

    /// Whether a reset (or an override of a key this table lacks) replaced this assembled table: then the
    /// factory's own table is in force for every key, behind its lock. An override of a key this table has marks
    /// only that key's entry (`_EntryCommon.markOverridden`).
    var isReplaced: Bool {
        withFlagsCell { rivet_load_acquire($0) } & Self._replacedFlag != 0
    }

    /// Marks this assembled table replaced (`flag` `_replacedFlag`) or its factory as having a table of its own
    /// (`_ownTableFlag`). Call under the factory's stripe lock, after storing the factory's own table.
    func mark(_ flag: UInt) {
        _ = withFlagsCell { rivet_fetch_or($0, flag) }
    }

    /// Whether the factory has a table of its own, which holds the registrations in force (`Factory._replacement`).
    var hasOwnTable: Bool {
        withFlagsCell { rivet_load_acquire($0) } & Self._ownTableFlag != 0
    }

    /// The flags word: `_replacedFlag`, `_observedFlag` and `_ownTableFlag`.
    var flags: UInt { withFlagsCell { rivet_load_acquire($0) } }

    /// Whether the scope has an observer (`Factory._observer`).
    var isObserved: Bool {
        withFlagsCell { rivet_load_acquire($0) } & Self._observedFlag != 0
    }

    static var _replacedFlag: UInt { 1 }
    static var _observedFlag: UInt { 2 }
    static var _ownTableFlag: UInt { 4 }
    /// The flags that send every resolution out of line.
    static var _outOfLineFlags: UInt { _replacedFlag | _observedFlag }
}

/// What one look-up in a scope's assembled table tells a resolution: a ready value to read in line, or where the
/// out-of-line part goes on from, so that it looks the key up no second time.
@frozen @usableFromInline
struct _Probe {
    /// The address of the value of the plain singleton registered for the key, if it is ready, no override or reset
    /// replaced it and the scope has no observer. Valid while the table lives.
    @usableFromInline let value: UnsafeRawPointer?
    /// Else the key's entry in the table (unretained: the table holds it as long as the factory), nil when the table
    /// has none, or `flagged` when the table is replaced or observed.
    @usableFromInline let found: UnsafeRawPointer?

    @usableFromInline static var flagged: UnsafeRawPointer? { UnsafeRawPointer(bitPattern: 1) }

    @inlinable init(value: UnsafeRawPointer?, found: UnsafeRawPointer?) {
        self.value = value
        self.found = found
    }
}

/// 2^w / φ for the word size w: Fibonacci hashing, which spreads the aligned addresses of type metadata.
@inline(__always)
var _fibonacciMultiplier: UInt {
    #if _pointerBitWidth(_64)
    0x9E37_79B9_7F4A_7C15
    #else
    0x9E37_79B9
    #endif
}
