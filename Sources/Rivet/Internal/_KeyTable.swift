public import _RivetShims

/// An open-addressing map from a key's type to its entry, in one allocation, read without a lock.
///
/// A registry fills one while assemblies register. Once a factory publishes it, it changes only under the
/// tree lock and only by publishing: an override stores its entry into the key's slot (or into a free one)
/// with release ordering, and readers load slots with acquire ordering. A replaced entry stays alive
/// (the new entry holds it), since a reader may still be using it. When no slot is free, the factory
/// publishes a larger copy instead.
///
/// Keys are type metadata addresses, unique per type; a multiplicative hash of the address picks the
/// slot, so a lookup costs a multiply and a compare or two whatever the number of registrations. Each slot
/// is two words: the key, then the retained entry.
@usableFromInline
final class _KeyTable: ManagedBuffer<_KeyTable.Header, UnsafeMutableRawPointer?> {
    @usableFromInline
    struct Header {
        @usableFromInline var shift: UInt
        @usableFromInline var mask: Int
        var count: Int
        /// The table this one replaced: kept alive while this one is, because a reader that loaded it
        /// before the replacement may still be using its entries.
        var previous: _KeyTable?
    }

    /// The table of a scope that registers nothing, shared by all of them: never published into.
    nonisolated(unsafe) static let empty = allocate(holding: 0, previous: nil)

    /// `table` with `registration` added, or replacing the key's entry: the same table while it has room,
    /// else a larger copy. Only for a table no factory has published yet.
    static func adding(_ registration: _Registration, to table: _KeyTable?) -> _KeyTable {
        let table = table ?? allocate(holding: 4, previous: nil)
        let target = table.hasRoomForOneMore ? table : table.movedToLargerTable()
        target.insert(registration.key, .passRetained(registration.entry as AnyObject))
        return target
    }

    /// An empty table with room for `count` keys at most half full.
    private static func allocate(holding count: Int, previous: _KeyTable?) -> _KeyTable {
        var bits = 1
        while (1 << bits) < count * 2 { bits += 1 }
        let capacity = 1 << bits
        let header = Header(shift: UInt(Int.bitWidth - bits), mask: capacity - 1, count: 0, previous: previous)
        let table = unsafeDowncast(create(minimumCapacity: capacity * 2) { _ in header }, to: _KeyTable.self)
        table.withUnsafeMutablePointerToElements { $0.initialize(repeating: nil, count: capacity * 2) }
        return table
    }

    /// Whether one more key keeps the table at most half full.
    private var hasRoomForOneMore: Bool {
        withUnsafeMutablePointerToHeader { ($0.pointee.count + 1) * 2 <= $0.pointee.mask + 1 }
    }

    /// A larger table holding this one's entries, which this one gives up (it is left empty).
    private func movedToLargerTable() -> _KeyTable {
        let table = Self.allocate(holding: withUnsafeMutablePointerToHeader { $0.pointee.count } * 2, previous: nil)
        forEachSlot { key, entry in
            table.insert(key, .fromOpaque(entry.pointee!))
            entry.pointee = nil
        }
        return table
    }

    /// Publishes `registration` into this published table, if it can: replacing the key's entry, or in a
    /// free slot while the table stays at most half full. Call under the tree lock.
    ///
    /// - Returns: What it did; `.noRoom` when the caller must publish a larger copy instead.
    func publish(_ registration: _Registration) -> _PublishResult {
        let key = UnsafeMutableRawPointer(bitPattern: Int(bitPattern: registration.key))
        let (shift, mask) = withUnsafeMutablePointerToHeader { ($0.pointee.shift, $0.pointee.mask) }
        return withUnsafeMutablePointerToElements { slots in
            var index = Self.slot(for: registration.key, shift: shift)
            while let existing = slots[2 * index], existing != key { index = (index + 1) & mask }
            let entry = Unmanaged.passRetained(registration.entry as AnyObject)
            if let replaced = slots[2 * index + 1] {
                registration.entry.holdReplaced(.fromOpaque(replaced))
                rivet_store_release(slots + 2 * index + 1, entry.toOpaque())
                return .replaced(.fromOpaque(replaced))
            }
            guard self !== Self.empty, hasRoomForOneMore else {
                entry.release()
                return .noRoom
            }
            withUnsafeMutablePointerToHeader { $0.pointee.count += 1 }
            rivet_store_release(slots + 2 * index + 1, entry.toOpaque())
            rivet_store_release(slots + 2 * index, key)
            return .added
        }
    }

    /// A larger copy of this table with `registration` added or replacing the key's entry.
    func setting(_ registration: _Registration) -> _KeyTable {
        let table = Self.allocate(holding: (withUnsafeMutablePointerToHeader { $0.pointee.count } + 1) * 2, previous: nil)
        forEachSlot { key, entry in table.insert(key, Unmanaged<AnyObject>.fromOpaque(entry.pointee!).retain()) }
        table.insert(registration.key, .passRetained(registration.entry as AnyObject))
        return table
    }

    /// Keeps `table`, which this one replaces, alive as long as this one. Before publishing this one.
    func keepAlive(_ table: _KeyTable) {
        withUnsafeMutablePointerToHeader { $0.pointee.previous = table }
    }

    /// Calls `body` with each entry.
    func forEachEntry(_ body: (any _AnyEntry) -> Void) {
        forEachSlot { _, entry in body(Unmanaged<AnyObject>.fromOpaque(entry.pointee!).takeUnretainedValue() as! any _AnyEntry) }
    }

    /// Calls `body` with each occupied slot's key and the cell of its entry.
    private func forEachSlot(_ body: (ObjectIdentifier, UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> Void) {
        withUnsafeMutablePointers { header, slots in
            for index in 0...header.pointee.mask {
                if let key = slots[2 * index], slots[2 * index + 1] != nil {
                    body(unsafeBitCast(key, to: ObjectIdentifier.self), slots + 2 * index + 1)
                }
            }
        }
    }

    /// Adds or replaces a key's entry, taking over a +1 reference to it. Only before the table is published.
    private func insert(_ key: ObjectIdentifier, _ entry: Unmanaged<AnyObject>) {
        let raw = UnsafeMutableRawPointer(bitPattern: Int(bitPattern: key))
        withUnsafeMutablePointers { header, slots in
            var index = Self.slot(for: key, shift: header.pointee.shift)
            while let existing = slots[2 * index], existing != raw { index = (index + 1) & header.pointee.mask }
            if let replaced = slots[2 * index + 1] { Unmanaged<AnyObject>.fromOpaque(replaced).release() } else { header.pointee.count += 1 }
            slots[2 * index] = raw
            slots[2 * index + 1] = entry.toOpaque()
        }
    }

    deinit {
        // Slots are plain words: releasing the entries is all there is to undo.
        forEachSlot { _, entry in Unmanaged<AnyObject>.fromOpaque(entry.pointee!).release() }
    }

    @inlinable @inline(__always)
    static func slot(for key: ObjectIdentifier, shift: UInt) -> Int {
        Int(bitPattern: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    /// The entry registered for `key`, if any, unretained: valid while this table lives.
    @inlinable @inline(__always)
    func entry(for key: ObjectIdentifier) -> Unmanaged<AnyObject>? {
        withUnsafeMutablePointers { header, slots in
            let wanted = UnsafeMutableRawPointer(bitPattern: Int(bitPattern: key))
            var index = Self.slot(for: key, shift: header.pointee.shift)
            while let candidate = rivet_load_acquire(slots + 2 * index) {
                if candidate == wanted { return rivet_load_acquire(slots + 2 * index + 1).map { .fromOpaque($0) } }
                index = (index &+ 1) & header.pointee.mask
            }
            return nil
        }
    }
}

/// What publishing an override into a table did.
enum _PublishResult {
    /// The key's entry was replaced; the old one, unretained, is kept alive by the new one.
    case replaced(Unmanaged<AnyObject>)
    /// The key was added in a free slot.
    case added
    /// The table has no room: publish a larger copy.
    case noRoom
}
