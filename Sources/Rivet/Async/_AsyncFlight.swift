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
    /// The builds this one waits for, once per wait: a dependency it builds itself, or another task's build it
    /// joined. More than one when its make awaits in child tasks (`async let`, a task group), which inherit the
    /// build. Guarded by the creation monitor.
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
        chain(endingWith: current)
    }

    /// `build` and the builds it runs in, outermost first.
    static func chain(endingWith build: _AsyncBuild?) -> [_FrameInfo] {
        sequence(first: build, next: { $0?.parent }).compactMap { $0 }.reversed().map {
            _FrameInfo(name: _name(of: $0.key), lifecycle: $0.lifecycle)
        }
    }

    /// Records that this build waits for `target`. Under the creation monitor, after `cycle` found none.
    func startAwaiting(_ target: _AsyncBuild) {
        awaiting.append(target)
    }

    /// Records that one wait of this build for `target` ended.
    func stopAwaiting(_ target: _AsyncBuild) {
        rivet_monitor_lock()
        if let index = awaiting.lastIndex(where: { $0 === target }) { awaiting.remove(at: index) }
        rivet_monitor_unlock()
    }

    /// The keys of a dependency cycle if `waiter` waiting for `target` would close one: `target` waits,
    /// through the builds it awaits, for `waiter`. From `target`, which started first. Call under the
    /// creation monitor.
    static func cycle(_ waiter: _AsyncBuild?, waitingFor target: _AsyncBuild) -> [String]? {
        guard let waiter, let path = path(from: target, to: waiter) else { return nil }
        return (path + [target]).map { _name(of: $0.key) }
    }

    /// The builds from `target` to `waiter` through what each awaits, both included, if there is such a way.
    /// Depth first: the links form no cycle (each was checked before it was made), so the search ends, and
    /// each build is looked at once. Call under the creation monitor.
    static func path(from target: _AsyncBuild, to waiter: _AsyncBuild) -> [_AsyncBuild]? {
        var path = [target]
        var nextLink = [0]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(target)]
        while let build = path.last {
            if build === waiter { return path }
            let link = nextLink[nextLink.count - 1]
            guard link < build.awaiting.count else {
                path.removeLast()
                nextLink.removeLast()
                continue
            }
            nextLink[nextLink.count - 1] = link + 1
            let awaited = build.awaiting[link]
            if seen.insert(ObjectIdentifier(awaited)).inserted {
                path.append(awaited)
                nextLink.append(0)
            }
        }
        return nil
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

    /// Waits as ``wait()`` does, and says on standard error every `Factory._slowBuildWarningMilliseconds` that
    /// `waiter` (the running task's build, if any) still waits, with the key and its chain, as a thread waiting
    /// for another's build does (`_claim`): the build may wait for this task through work that Rivet cannot
    /// follow (`Task.detached`, another thread), where no cycle can be found. The wait goes on: a build may be
    /// merely slow.
    func waitReportingSlowBuild(as waiter: _AsyncBuild?) async -> _FlightOutcome {
        let watched = _SlowAwaits.begin(awaiting: build.key, as: waiter)
        let outcome = await wait()
        _SlowAwaits.end(watched)
        return outcome
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
