import _RivetShims

// Async single flight. An async component's value lives where a sync one's does (its entry's value, behind the
// same state word), so that once built it is read like any singleton. While it is built, the entry holds a
// flight: the build, and the tasks that joined it. Flights and the builds' `awaiting` links are guarded by the
// creation monitor, which is never held across an await or while user code runs (Documentation/Internals.md).

/// One async build in progress: the component, and what it waits for now. The builds of one task form a
/// chain through `parent`: the build whose make awaited this one.
final class _AsyncBuild: @unchecked Sendable {
    let key: ObjectIdentifier
    let lifecycle: Lifecycle
    let parent: _AsyncBuild?
    /// The builds this one waits for: dependencies it builds itself, and other tasks' builds it joined. More
    /// than one when its make awaits several at once (`async let`, a task group): child tasks inherit the
    /// build as theirs. Guarded by the creation monitor.
    var awaiting: [_AsyncBuild] = []

    /// The innermost build running in this task.
    @TaskLocal static var current: _AsyncBuild?

    init(key: ObjectIdentifier, lifecycle: Lifecycle, parent: _AsyncBuild?) {
        self.key = key
        self.lifecycle = lifecycle
        self.parent = parent
    }

    /// The builds of the running task, outermost first: the start of the chain in messages.
    static var currentChain: [_FrameInfo] {
        sequence(first: current, next: { $0?.parent }).compactMap { $0 }.reversed().map {
            _FrameInfo(name: _name(of: $0.key), lifecycle: $0.lifecycle)
        }
    }

    /// The keys of a dependency cycle if `waiter` waiting for `target` would close one: `target` waits,
    /// through the builds it awaits, for `waiter`. From `target`, which started first. Call under the
    /// creation monitor. The waits recorded never form a cycle (each is checked before it is recorded), so
    /// the search ends; it visits each build in flight once at most.
    static func cycle(_ waiter: _AsyncBuild?, waitingFor target: _AsyncBuild) -> [String]? {
        guard let waiter else { return nil }
        var reachedFrom: [ObjectIdentifier: _AsyncBuild] = [:]
        var pending = [target]
        while let build = pending.popLast() {
            if build === waiter {
                let path = sequence(first: build) { reachedFrom[ObjectIdentifier($0)] }.reversed()
                return (path + [target]).map { _name(of: $0.key) }
            }
            for next in build.awaiting where next !== target && reachedFrom[ObjectIdentifier(next)] == nil {
                reachedFrom[ObjectIdentifier(next)] = build
                pending.append(next)
            }
        }
        return nil
    }

    /// Records that this build waits for `other`. Call under the creation monitor.
    func startAwaiting(_ other: _AsyncBuild) {
        awaiting.append(other)
    }

    /// Ends the wait `startAwaiting` recorded.
    func stopAwaiting(_ other: _AsyncBuild) {
        rivet_monitor_lock()
        if let index = awaiting.firstIndex(where: { $0 === other }) { awaiting.remove(at: index) }
        rivet_monitor_unlock()
    }
}

/// What a task that joined a build learns when the build ends.
enum _FlightOutcome: Sendable {
    /// The value is published.
    case ready
    /// The builder's task was cancelled before the value was built: build it again.
    case retry
    /// The make threw; the error names the component and its chain.
    case failed(any Error)
    /// The waiting task itself was cancelled.
    case cancelled
}

/// A build others may join. Guarded by the creation monitor.
final class _AsyncFlight: @unchecked Sendable {
    let build: _AsyncBuild
    private var outcome: _FlightOutcome?
    private var waiters: [(id: UInt, continuation: UnsafeContinuation<_FlightOutcome, Never>)] = []
    /// Numbers the waiters of all flights, so a cancelled one finds its own. Guarded by the creation monitor.
    nonisolated(unsafe) private static var lastWaiterID: UInt = 0

    init(_ build: _AsyncBuild) {
        self.build = build
    }

    /// Waits for the build to end, or for this task to be cancelled.
    func wait() async -> _FlightOutcome {
        rivet_monitor_lock()
        Self.lastWaiterID &+= 1
        let id = Self.lastWaiterID
        rivet_monitor_unlock()
        return await withTaskCancellationHandler {
            await withUnsafeContinuation { continuation in
                rivet_monitor_lock()
                // Cancellation is flagged before its handler runs: a handler that ran before this found no waiter.
                let early = outcome ?? (Task.isCancelled ? .cancelled : nil)
                if early == nil { waiters.append((id, continuation)) }
                rivet_monitor_unlock()
                if let early { continuation.resume(returning: early) }
            }
        } onCancel: {
            rivet_monitor_lock()
            let index = waiters.firstIndex { $0.id == id }
            let cancelled = index.map { waiters.remove(at: $0).continuation }
            rivet_monitor_unlock()
            cancelled?.resume(returning: .cancelled)
        }
    }

    /// Ends the flight: detaches it from `cell` and wakes every waiter with `outcome`.
    func finish<Value>(_ outcome: _FlightOutcome, detachingFrom cell: _Entry<Value>) {
        rivet_monitor_lock()
        if cell.flight === self { cell.flight = nil }
        self.outcome = outcome
        let woken = waiters
        waiters = []
        rivet_monitor_unlock()
        for waiter in woken { waiter.continuation.resume(returning: outcome) }
    }
}
