/// A flow's `.flow` components, each in an entry of its own: a short list, newest first (a flow holds a
/// handful), so that storing one costs the one allocation of its entry. Guarded by the flow's stripe lock;
/// what it gives out is retained, so a reset may drop the list while a reader still uses an entry.
struct _FlowValues {
    private var newest: (any _AnyEntry)?

    init() {}

    /// The entry holding the key's value in this flow, if one was made.
    func entry(for key: ObjectIdentifier) -> (any _AnyEntry)? {
        var entry = newest
        while let candidate = entry, candidate.key != key { entry = candidate.next }
        return entry
    }

    mutating func insert(_ entry: any _AnyEntry) {
        entry.next = newest
        newest = entry
    }

    /// Unlinks the key's entry and returns it, for the caller to release outside the lock.
    mutating func remove(_ key: ObjectIdentifier) -> (any _AnyEntry)? {
        guard let first = newest else { return nil }
        if first.key == key {
            newest = first.next
            first.next = nil
            return first
        }
        var previous = first
        while let current = previous.next {
            if current.key == key {
                previous.next = current.next
                current.next = nil
                return current
            }
            previous = current
        }
        return nil
    }

    /// Empties the list and returns its entries, for the caller to release outside the lock.
    mutating func removeAll() -> (any _AnyEntry)? {
        defer { newest = nil }
        return newest
    }
}
