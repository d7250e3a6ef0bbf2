import _RivetShims

/// Claim and publish: how a value built once (a singleton, a flow's component, a cached argument's value)
/// is built by one thread while the others that need it wait for that build, and only for it.
///
/// Such a value has a state word, its cell: `empty`, `ready`, or, while a thread builds it, the address of
/// that thread's `_ResolutionStack`. A reader that loads `ready` (acquire) reads the value in line, with no
/// lock. Otherwise the word is claimed and published under the creation monitor (the shims' statically
/// initialised mutex and condition), held for those few instructions only, never while user code runs: the
/// builder runs the `make` holding nothing, and a thread that finds the value being built waits on the
/// monitor's condition, unless waiting would close a cycle of waiting threads (CycleSearch.swift).
/// Documentation/Internals.md has the rows for the word and the monitor (M1, M2, M7).
enum _CreationCell {
    static let empty: UInt = 0
    static let ready: UInt = 1

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
        if rivet_load_acquire(cell) == ready { return .ready }
        rivet_monitor_lock()
        defer { rivet_monitor_unlock() }
        while true {
            let state = rivet_load_acquire(cell)
            if state == ready { return .ready }
            if state == empty {
                rivet_store_release(cell, UInt(bitPattern: stack))
                stack.pointee.top.pointee.cell = cell
                return .claimed
            }
            if let cycle = _cycleOfWaitingThreads(from: stack, waitingFor: cell) { return .cycle(cycle) }
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

    private static func set(_ cell: UnsafeMutablePointer<UInt>, to state: UInt) {
        rivet_monitor_lock()
        rivet_store_release(cell, state)
        rivet_monitor_broadcast()
        rivet_monitor_unlock()
    }

    /// The stack of the thread building the value of `cell`, nil if nobody builds it. Under the monitor.
    static func builder(of cell: UnsafeMutablePointer<UInt>) -> UnsafeMutablePointer<_ResolutionStack>? {
        let state = rivet_load_acquire(cell)
        return state == empty || state == ready ? nil : UnsafeMutablePointer(bitPattern: state)
    }
}
