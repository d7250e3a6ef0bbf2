/// An immutable open-addressing map from a key's type to its entry.
///
/// Keys are type metadata addresses, unique per type; a multiplicative hash of the address picks the
/// slot, so a lookup costs a multiply and a compare or two whatever the number of registrations.
@usableFromInline
final class _KeyTable: @unchecked Sendable {
    @usableFromInline let shift: Int
    @usableFromInline let mask: Int
    @usableFromInline let keys: UnsafeMutablePointer<ObjectIdentifier?>
    /// Retained (+1) by the table; read without retaining, which is safe while the table lives.
    @usableFromInline let entries: UnsafeMutablePointer<Unmanaged<_AnyEntry>?>
    let count: Int

    /// Builds the table; for a key listed twice, the later entry wins.
    init(_ pairs: [(key: ObjectIdentifier, entry: _AnyEntry)]) {
        var bits = 1
        while (1 << bits) < pairs.count * 2 { bits += 1 }
        let capacity = 1 << bits
        shift = Int.bitWidth - bits
        mask = capacity - 1
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: nil, count: capacity)
        entries = .allocate(capacity: capacity)
        entries.initialize(repeating: nil, count: capacity)
        var stored = 0
        for pair in pairs {
            var slot = Self.slot(for: pair.key, shift: shift)
            while let existing = keys[slot], existing != pair.key { slot = (slot + 1) & mask }
            if keys[slot] == nil { stored += 1 }
            entries[slot]?.release()
            keys[slot] = pair.key
            entries[slot] = Unmanaged.passRetained(pair.entry)
        }
        count = stored
    }

    deinit {
        for slot in 0...mask { entries[slot]?.release() }
        keys.deinitialize(count: mask + 1).deallocate()
        entries.deinitialize(count: mask + 1).deallocate()
    }

    @inlinable @inline(__always)
    static func slot(for key: ObjectIdentifier, shift: Int) -> Int {
        Int(bitPattern: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) &>> UInt(shift))
    }

    /// The entry registered for `key`, if any, unretained: valid while this table lives.
    @inlinable @inline(__always)
    func entry(for key: ObjectIdentifier) -> Unmanaged<_AnyEntry>? {
        var slot = Self.slot(for: key, shift: shift)
        while let candidate = keys[slot] {
            if candidate == key { return entries[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Every key and entry, in slot order.
    var pairs: [(key: ObjectIdentifier, entry: _AnyEntry)] {
        (0...mask).compactMap { slot in keys[slot].map { ($0, entries[slot]!.takeUnretainedValue()) } }
    }

    /// A copy of this table with `entry` registered for `key`.
    func setting(_ entry: _AnyEntry, for key: ObjectIdentifier) -> _KeyTable {
        _KeyTable(pairs + [(key, entry)])
    }
}
