/// An open-addressing map from a key's type to its entry, in one allocation. A registry grows one while
/// assemblies register; once a factory publishes it (with release ordering) it is never mutated again,
/// so threads read it without a lock.
///
/// Keys are type metadata addresses, unique per type; a multiplicative hash of the address picks the
/// slot, so a lookup costs a multiply and a compare or two whatever the number of registrations.
@usableFromInline
final class _KeyTable: ManagedBuffer<_KeyTable.Header, _KeyTable.Slot> {
    @usableFromInline
    struct Header {
        @usableFromInline var shift: UInt
        @usableFromInline var mask: Int
        var count: Int
        /// The table this one replaced: kept alive while this one is, because a reader that loaded it
        /// before the replacement may still be using its entries.
        var previous: _KeyTable?
    }

    /// A key and its entry, retained (+1) by the table and read without retaining.
    @usableFromInline
    struct Slot {
        @usableFromInline var key: ObjectIdentifier?
        @usableFromInline var entry: Unmanaged<AnyObject>?
    }

    /// The table of a scope that registers nothing, shared by all of them (it is never mutated).
    nonisolated(unsafe) static let empty = allocate(holding: 0, previous: nil)

    /// `table` with `registration` added, or replacing the key's entry: the same table while it has room,
    /// else a larger copy. Only for a table no factory has published yet.
    static func adding(_ registration: _Registration, to table: _KeyTable?) -> _KeyTable {
        let table = table ?? allocate(holding: 4, previous: nil)
        let (count, capacity) = table.withUnsafeMutablePointerToHeader { ($0.pointee.count, $0.pointee.mask + 1) }
        let target = (count + 1) * 2 <= capacity ? table : table.movedToLargerTable(holding: count * 2)
        target.insert(registration)
        return target
    }

    /// An empty table with room for `count` keys at most half full.
    private static func allocate(holding count: Int, previous: _KeyTable?) -> _KeyTable {
        var bits = 1
        while (1 << bits) < count * 2 { bits += 1 }
        let capacity = 1 << bits
        let header = Header(shift: UInt(Int.bitWidth - bits), mask: capacity - 1, count: 0, previous: previous)
        let table = unsafeDowncast(create(minimumCapacity: capacity) { _ in header }, to: _KeyTable.self)
        table.withUnsafeMutablePointers { _, slots in
            slots.initialize(repeating: Slot(key: nil, entry: nil), count: capacity)
        }
        return table
    }

    /// A larger table holding this one's entries, which this one gives up (it is left empty).
    private func movedToLargerTable(holding count: Int) -> _KeyTable {
        let table = Self.allocate(holding: count, previous: nil)
        forEachSlot { key, entry in
            table.insert(key, entry!)
            entry = nil
        }
        return table
    }

    /// A copy of this table with `registration` added or replacing the key's entry; it keeps this one alive.
    func setting(_ registration: _Registration) -> _KeyTable {
        let table = Self.allocate(holding: withUnsafeMutablePointerToHeader { $0.pointee.count } + 1, previous: self)
        forEachSlot { key, entry in table.insert(key, entry!.retain()) }
        table.insert(registration)
        return table
    }

    /// A copy of this table whose entries hold no values yet (what `reset()` publishes); it keeps
    /// `previous` alive.
    func refreshed(previous: _KeyTable) -> _KeyTable {
        let table = Self.allocate(holding: withUnsafeMutablePointerToHeader { $0.pointee.count }, previous: previous)
        forEachSlot { key, entry in
            table.insert(key, .passRetained((entry!.takeUnretainedValue() as! any _AnyEntry).fresh() as AnyObject))
        }
        return table
    }

    /// Calls `body` with each entry.
    func forEachEntry(_ body: (any _AnyEntry) -> Void) {
        forEachSlot { _, entry in body(entry!.takeUnretainedValue() as! any _AnyEntry) }
    }

    /// Calls `body` with each occupied slot's key and entry.
    private func forEachSlot(_ body: (ObjectIdentifier, inout Unmanaged<AnyObject>?) -> Void) {
        withUnsafeMutablePointers { header, slots in
            for index in 0...header.pointee.mask {
                if let key = slots[index].key, slots[index].entry != nil { body(key, &slots[index].entry) }
            }
        }
    }

    /// Adds or replaces a key's entry. Only while building, before the table is published.
    private func insert(_ registration: _Registration) {
        insert(registration.key, .passRetained(registration.entry as AnyObject))
    }

    /// Adds or replaces a key's entry, taking over a +1 reference to it.
    private func insert(_ key: ObjectIdentifier, _ entry: Unmanaged<AnyObject>) {
        withUnsafeMutablePointers { header, slots in
            var index = Self.slot(for: key, shift: header.pointee.shift)
            while let existing = slots[index].key, existing != key { index = (index + 1) & header.pointee.mask }
            if let replaced = slots[index].entry { replaced.release() } else { header.pointee.count += 1 }
            slots[index] = Slot(key: key, entry: entry)
        }
    }

    deinit {
        withUnsafeMutablePointers { header, slots in
            // Slots are trivial values: releasing the entries is all there is to undo.
            for index in 0...header.pointee.mask { slots[index].entry?.release() }
        }
    }

    @inlinable @inline(__always)
    static func slot(for key: ObjectIdentifier, shift: UInt) -> Int {
        Int(bitPattern: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    /// The entry registered for `key`, if any, unretained: valid while this table lives.
    @inlinable @inline(__always)
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
}
