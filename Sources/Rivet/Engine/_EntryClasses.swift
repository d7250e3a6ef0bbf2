import _RivetShims

/// `_Entry<Value>`'s class for each value type, asked of the runtime once per process. Unspecialized code that
/// names `_Entry<Value>` searches the runtime's generic metadata cache each time, about 440 instructions: a tenth
/// of what a test's fresh factory with an override costs (S7 makes four entries). Here it is a multiply and a
/// compare or two.
///
/// An open-addressing table (tail storage typed as its element, as swift-collections' `_DequeBuffer` has it) from
/// the value type's metadata address to the class, at most half full, read without a lock: a slot's class is
/// stored before its key (release), so a reader that loads the key (acquire) reads the class. Insertions take the
/// lock; a table with no room is replaced by one twice its size (release), and kept, linked from the new one, since
/// a reader may still be in it: all of them together are less than twice the last one's size, two words a value
/// type. Documentation/Internals.md, M14.
final class _EntryClasses: ManagedBuffer<_EntryClasses.Header, _EntryClasses.Slot> {
    /// Never changed once the table is made: readers read it while the lock's holder fills the slots.
    struct Header {
        let shift: UInt
        let mask: Int
        /// The table this one replaced, kept for the readers that may still be in it.
        let replaced: _EntryClasses?
    }

    struct Slot {
        /// The value type's metadata address, 0 for a free slot. Only ever accessed atomically, through `keyCell`.
        var key: UInt = 0
        /// `_Entry<Value>`'s class, as a word.
        var entryClass: UInt = 0
    }

    /// The table in force (unretained: `latest` keeps it), 0 before the first registration. Only ever accessed
    /// atomically.
    nonisolated(unsafe) private static let current: UnsafeMutablePointer<UInt> = {
        let word = UnsafeMutablePointer<UInt>.allocate(capacity: 1)
        word.initialize(to: 0)
        return word
    }()
    // Never changed after their initialisation; the mutex guards itself, `latest` and `count`.
    nonisolated(unsafe) private static let lock = _Lock.make()
    nonisolated(unsafe) private static var latest: _EntryClasses?
    /// How many slots of `latest` are used.
    nonisolated(unsafe) private static var count = 0

    /// `_Entry<Value>`'s class.
    @inline(__always)
    static func of<Value>(_: Value.Type) -> _Entry<Value>.Type {
        let key = UInt(bitPattern: ObjectIdentifier(Value.self))
        if let found = find(key, in: rivet_load_acquire(current)) { return unsafeBitCast(found, to: _Entry<Value>.Type.self) }
        return insert(key, _Entry<Value>.self)
    }

    /// The class stored for `key` in the table at `address` (0: none), if any.
    private static func find(_ key: UInt, in address: UInt) -> UInt? {
        guard let table = UnsafeRawPointer(bitPattern: address) else { return nil }
        return Unmanaged<_EntryClasses>.fromOpaque(table)._withUnsafeGuaranteedRef { $0.find(key) }
    }

    private func find(_ key: UInt) -> UInt? {
        withUnsafeMutablePointers { header, slots in
            var index = Self.home(of: key, shift: header.pointee.shift)
            while true {
                let stored = rivet_load_acquire(Self.keyCell(slots + index))
                if stored == key { return slots[index].entryClass }
                if stored == 0 { return nil }
                index = (index &+ 1) & header.pointee.mask
            }
        }
    }

    @inline(never)
    private static func insert<Entry: AnyObject>(_ key: UInt, _ entryClass: Entry.Type) -> Entry.Type {
        lock.withLock {
            if let found = find(key, in: rivet_load_acquire(current)) { return unsafeBitCast(found, to: Entry.Type.self) }
            if let table = latest, count * 2 + 2 <= table.header.mask + 1 {
                table.put(key, unsafeBitCast(entryClass, to: UInt.self))
            } else {
                let table = grown(from: latest)
                table.put(key, unsafeBitCast(entryClass, to: UInt.self))
                latest = table
                rivet_store_release(current, UInt(bitPattern: Unmanaged.passUnretained(table).toOpaque()))
            }
            return entryClass
        }
    }

    /// A table twice the size of `old` (64 slots for none) holding its keys, not yet shared. Under the lock.
    private static func grown(from old: _EntryClasses?) -> _EntryClasses {
        let bits = old.map { Int.bitWidth - Int($0.header.shift) + 1 } ?? 6
        let header = Header(shift: UInt(Int.bitWidth - bits), mask: 1 << bits - 1, replaced: old)
        let table = unsafeDowncast(create(minimumCapacity: 1 << bits) { _ in header }, to: _EntryClasses.self)
        table.withUnsafeMutablePointerToElements { $0.initialize(repeating: Slot(), count: 1 << bits) }
        count = 0
        old?.withUnsafeMutablePointers { header, slots in
            for index in 0...header.pointee.mask where slots[index].key != 0 {
                table.put(slots[index].key, slots[index].entryClass)
            }
        }
        return table
    }

    /// Stores `key` and its class in a free slot, the class first. Under the lock.
    private func put(_ key: UInt, _ entryClass: UInt) {
        withUnsafeMutablePointers { header, slots in
            var index = Self.home(of: key, shift: header.pointee.shift)
            while slots[index].key != 0 { index = (index &+ 1) & header.pointee.mask }
            slots[index].entryClass = entryClass
            rivet_store_release(Self.keyCell(slots + index), key)
            Self.count += 1
        }
    }

    /// The slot a key's probe starts at: Fibonacci hashing of the metadata address, by the table's shift.
    @inline(__always)
    private static func home(of key: UInt, shift: UInt) -> Int {
        Int(bitPattern: (key &* _fibonacciMultiplier) &>> shift)
    }

    /// A slot's key word.
    @inline(__always)
    private static func keyCell(_ slot: UnsafeMutablePointer<Slot>) -> UnsafeMutablePointer<UInt> {
        let offset = MemoryLayout<Slot>.offset(of: \.key).unsafelyUnwrapped
        return (UnsafeMutableRawPointer(slot) + offset).assumingMemoryBound(to: UInt.self)
    }

    deinit {
        _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: header.mask + 1) }
    }
}
