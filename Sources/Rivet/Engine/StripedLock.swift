/// A lock per object without an allocation per object (lock striping): one of a fixed set of mutexes,
/// chosen by the object's address. A factory's tables and flow values are guarded by its stripe, so a
/// flow allocates no lock of its own (S10, a flow's lifetime, counts its mallocs: a lock per factory would
/// add one per flow).
///
/// Hold a stripe only around a few loads and stores, never while user code runs, and never take a second
/// one while holding one: two objects may share a stripe.
enum _StripedLock {
    private static let count = 64
    // Never changed after its initialisation; the mutexes guard themselves.
    nonisolated(unsafe) private static let mutexes = _Lock.make(count: count)

    @inline(__always)
    private static func stripe(_ object: UnsafeRawPointer) -> Int {
        let address = UInt(bitPattern: object)
        return Int((address &>> 4 ^ address &>> 10) % UInt(count))
    }

    static func lock(_ object: UnsafeRawPointer) {
        mutexes.lock(stripe(object))
    }

    static func unlock(_ object: UnsafeRawPointer) {
        mutexes.unlock(stripe(object))
    }
}
