import _RivetShims

extension Factory {
    /// Records the resolutions made from this factory from now on, and from the flows begun from it later, into
    /// `trace`, until ``stopTracing()``. Starting again replaces the trace.
    ///
    /// Flows begun before the call are not covered: pass the trace when the root is built instead
    /// (``init(observer:launch:_:)``), and every flow is.
    ///
    /// - Parameter trace: Where the events go; read it any time.
    @available(*, deprecated, message: "pass the trace when the root is built: Factory(observer: trace, AppAssembly())")
    public func startTracing(into trace: ResolutionTrace) {
        _replaceTracing(with: _TracingSession(trace, startedOn: self))
    }

    /// Stops recording into the trace ``startTracing(into:)`` gave, here and in the flows begun since; the trace
    /// keeps what it recorded. Does nothing on a factory that is not traced.
    @available(*, deprecated, message: "pass the trace when the root is built: Factory(observer: trace, AppAssembly())")
    public func stopTracing() {
        _replaceTracing(with: nil)
    }

    /// Ends the session this scope started, if any, and starts `session`; with none, the scope goes back to what it
    /// would have without its own session: its parent's observer for a flow, the one it was built with for a root.
    /// A session a flow inherited is its parent's to stop.
    private func _replaceTracing(with session: _TracingSession?) {
        _StripedLock.lock(_lockIdentity)
        defer { _StripedLock.unlock(_lockIdentity) }
        let own = (_assembled.observerBox?.observer as? _TracingSession).flatMap { $0.startedOn == ObjectIdentifier(self) ? $0 : nil }
        guard own != nil || session != nil else { return }
        own?.stop()
        let box: _ObserverBox?
        if let session {
            box = _ObserverBox(session)
        } else if let parent = _parent {
            box = parent._assembled.observerBox
        } else {
            box = _observers.first { ($0.observer as? _TracingSession)?.startedOn != ObjectIdentifier(self) }
        }
        if let box { _observers.append(box) }
        _assembled.setObserver(box)
    }
}

/// A trace started with `startTracing(into:)`: the flows begun while it ran hold it too, and stop with it. A
/// resolution that began before the stop is recorded, whenever its event comes.
final class _TracingSession: ResolutionObserver, @unchecked Sendable {
    let trace: ResolutionTrace
    /// The scope whose `startTracing(into:)` made it: the one whose `stopTracing()` stops it.
    let startedOn: ObjectIdentifier
    /// 0 while it runs; once stopped, one more than the last resolution number given then. Touched atomically only.
    private let stoppedAt: UnsafeMutablePointer<UInt> = .allocate(capacity: 1)

    init(_ trace: ResolutionTrace, startedOn scope: Factory) {
        self.trace = trace
        startedOn = ObjectIdentifier(scope)
        stoppedAt.initialize(to: 0)
    }

    deinit { stoppedAt.deallocate() }

    func stop() { rivet_store_release(stoppedAt, UInt(truncatingIfNeeded: _lastResolutionID()) &+ 1) }

    func observe(_ resolution: ResolutionEvent) {
        let stoppedAt = rivet_load_acquire(stoppedAt)
        if stoppedAt == 0 || resolution.id < UInt64(stoppedAt) { trace.observe(resolution) }
    }
}
