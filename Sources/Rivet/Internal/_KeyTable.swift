/// An immutable open-addressing map from a key's type to its entry, in one allocation. Shared between
/// threads by its factory, which publishes it with release ordering and never mutates it afterwards.
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
    nonisolated(unsafe) static let empty = make([])

    /// Builds a table; for a key registered twice, the later registration wins.
    static func make(_ registrations: [_Registration], previous: _KeyTable? = nil) -> _KeyTable {
        let table = allocate(holding: registrations.count, previous: previous)
        for registration in registrations { table.insert(registration) }
        return table
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
            for index in 0...header.pointee.mask { slots[index].entry?.release() }
            slots.deinitialize(count: header.pointee.mask + 1)
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

    /// A copy of this table with `registration` added or replacing the key's entry; it keeps this one alive.
    func setting(_ registration: _Registration) -> _KeyTable {
        let table = Self.allocate(holding: withUnsafeMutablePointerToHeader { $0.pointee.count } + 1, previous: self)
        withUnsafeMutablePointers { header, slots in
            for index in 0...header.pointee.mask {
                if let key = slots[index].key, let entry = slots[index].entry { table.insert(key, entry.retain()) }
            }
        }
        table.insert(registration)
        return table
    }
}
