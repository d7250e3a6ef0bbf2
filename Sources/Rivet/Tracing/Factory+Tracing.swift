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
        _replaceTracing(with: trace)
    }

    /// Stops recording into the trace ``startTracing(into:)`` gave, here and in the flows begun since; the trace
    /// keeps what it recorded. Does nothing on a factory that is not traced.
    @available(*, deprecated, message: "pass the trace when the root is built: Factory(observer: trace, AppAssembly())")
    public func stopTracing() {
        _replaceTracing(with: nil)
    }

    /// Starts this scope's session into `trace` (made on the first start, reused after, so that a scope traced
    /// again and again keeps one box), or, with nil, stops it: the scope then goes back to what it would have
    /// without it, its parent's observer for a flow, the one it was built with for a root. A session a flow
    /// inherited is its parent's to stop.
    private func _replaceTracing(with trace: ResolutionTrace?) {
        _StripedLock.lock(_lockIdentity)
        defer { _StripedLock.unlock(_lockIdentity) }
        let ownBox = _observers.first { ($0.observer as? _TracingSession)?.startedOn == ObjectIdentifier(self) }
        let own = ownBox?.observer as? _TracingSession
        if let trace {
            let box = ownBox ?? _ObserverBox(_TracingSession(startedOn: self, fallback: _assembled.observerBox))
            if ownBox == nil { _observers.append(box) }
            (box.observer as! _TracingSession).start(trace)
            _assembled.setObserver(box)
            return
        }
        guard let own, own.isRunning else { return }
        own.stop()
        let box = _parent?._assembled.observerBox ?? own.fallback
        if let box, !_observers.contains(where: { $0 === box }) { _observers.append(box) }
        _assembled.setObserver(box)
    }
}

/// A scope's `startTracing(into:)`: the flows begun while it ran hold it too. A resolution that began before the
/// stop is recorded, whenever its event comes; one that began after goes to the observer the scope had before
/// (`fallback`), so that a flow begun while its root was traced is told to the root's own observer again.
final class _TracingSession: ResolutionObserver, @unchecked Sendable {
    /// The scope whose `startTracing(into:)` made it: the one whose `stopTracing()` stops it.
    let startedOn: ObjectIdentifier
    let fallback: _ObserverBox?
    /// Guards `trace` and `stoppedAt` (Documentation/Internals.md, M12).
    private let lock = _Lock.make()
    private var trace: ResolutionTrace?
    /// 0 while it runs; once stopped, one more than the last resolution number given then.
    private var stoppedAt: UInt64 = 0

    init(startedOn scope: Factory, fallback: _ObserverBox?) {
        startedOn = ObjectIdentifier(scope)
        self.fallback = fallback
    }

    var isRunning: Bool { lock.withLock { trace != nil && stoppedAt == 0 } }

    func start(_ trace: ResolutionTrace) {
        lock.withLock { (self.trace, stoppedAt) = (trace, 0) }
    }

    func stop() {
        lock.withLock { stoppedAt = _lastResolutionID() &+ 1 }
    }

    func observe(_ resolution: ResolutionEvent) {
        let (trace, stoppedAt) = lock.withLock { (self.trace, self.stoppedAt) }
        if stoppedAt == 0 || resolution.id < stoppedAt {
            trace?.observe(resolution)
        } else {
            fallback?.observer.observe(resolution)
        }
    }
}
