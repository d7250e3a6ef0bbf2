import _RivetShims

/// Claim and publish: how a value built once (a singleton, a flow's component, a cached argument's value)
/// is built by one thread while the others that need it wait for that build, and only for it.
///
/// Such a value has a state word, its cell: `empty`, `ready`, or, while a thread builds it, the address of
/// that thread's `_ResolutionStack`, with `waitedFor` set once another thread waits for it. A reader that
/// loads `ready` (acquire) reads the value in line, with no lock. A build nobody else wants takes no lock
/// either: one compare-and-swap claims the word, one exchange publishes it. A thread that finds the value
/// being built waits on the creation monitor's condition (the shims' statically initialised mutex and
/// condition), unless waiting would close a cycle of waiting threads (CycleSearch.swift); it sets
/// `waitedFor` under the monitor first, so that the publisher, seeing the bit, wakes it there. The monitor
/// is never held while user code runs. Documentation/Internals.md has the rows for the word and the monitor
/// (M1, M2, M7).
enum _CreationCell {
    static let empty: UInt = 0
    static let ready: UInt = 1
    /// Set on a building thread's word by a thread that waits for it. A stack's address is aligned to at least 8
    /// bytes, so the bit is free in it and the word is never `ready` with it.
    static let waitedFor: UInt = 2

    enum Claim {
        /// The caller now builds the value, then calls `publish` or `release`.
        case claimed
        /// The value is ready (it was, or another thread published it while the caller waited).
        case ready
        /// Waiting would close a cycle of threads, each waiting for a value another one builds: the keys,
        /// first and last the same.
        case cycle([ObjectIdentifier])
        /// The caller has waited the timeout for another thread's build; claim again to go on waiting.
        case stillWaiting
    }

    /// Claims `cell` for the thread of `stack`, whose innermost frame resolves the cell's key, or waits until
    /// the thread building it publishes or releases it; one wait lasts at most `timeoutMilliseconds`.
    static func claim(
        _ cell: UnsafeMutablePointer<UInt>,
        by stack: UnsafeMutablePointer<_ResolutionStack>,
        timeoutMilliseconds: Int
    ) -> Claim {
        // The frame's cell is this thread's own until it waits: other threads read it only then, under the monitor.
        if rivet_compare_exchange(cell, empty, UInt(bitPattern: stack)) {
            stack.pointee.top.pointee.cell = cell
            return .claimed
        }
        if rivet_load_acquire(cell) == ready { return .ready }
        rivet_monitor_lock()
        defer { rivet_monitor_unlock() }
        while true {
            let state = rivet_load_acquire(cell)
            if state == ready { return .ready }
            if state == empty {
                guard rivet_compare_exchange(cell, empty, UInt(bitPattern: stack)) else { continue }
                stack.pointee.top.pointee.cell = cell
                return .claimed
            }
            if let cycle = _cycleOfWaitingThreads(from: stack, waitingFor: cell) { return .cycle(cycle) }
            // Asks the builder to wake the waiters; the word may have changed since it was read: look again.
            if state & waitedFor == 0, !rivet_compare_exchange(cell, state, state | waitedFor) { continue }
            stack.pointee.waitingFor = cell
            let woken = rivet_monitor_wait(Int32(clamping: timeoutMilliseconds))
            stack.pointee.waitingFor = nil
            let now = rivet_load_acquire(cell)
            if !woken && now != ready && now != empty { return .stillWaiting }
        }
    }

    /// Marks a claimed cell ready (the caller initialised its value before) and wakes the waiters.
    static func publish(_ cell: UnsafeMutablePointer<UInt>) {
        set(cell, to: ready)
    }

    /// Returns a claimed cell to empty and wakes the waiters (a weak singleton, which keeps no value).
    static func release(_ cell: UnsafeMutablePointer<UInt>) {
        set(cell, to: empty)
    }

    /// Stores `state` (release) and, if a thread waits for the build, wakes it: a waiter set `waitedFor` holding
    /// the monitor and waits there, so the broadcast, under the monitor, comes after it waits.
    private static func set(_ cell: UnsafeMutablePointer<UInt>, to state: UInt) {
        guard rivet_exchange(cell, state) & waitedFor != 0 else { return }
        rivet_monitor_lock()
        rivet_monitor_broadcast()
        rivet_monitor_unlock()
    }

    /// The stack of the thread building the value of `cell`, nil if nobody builds it. Under the monitor.
    static func builder(of cell: UnsafeMutablePointer<UInt>) -> UnsafeMutablePointer<_ResolutionStack>? {
        let state = rivet_load_acquire(cell)
        return state == empty || state == ready ? nil : UnsafeMutablePointer(bitPattern: state & ~waitedFor)
    }
}
