import _RivetShims

extension Factory {
    /// Records every resolution made from this factory, and from the flows begun from it, into `trace`,
    /// until ``stopTracing()``. On a flow: that flow's resolutions only (and its nested flows').
    ///
    /// Flows begun before the call are covered too. A resolution that a traced one makes is recorded as its
    /// child wherever it resolves, so that a chain is never cut short. Starting again replaces the trace.
    ///
    /// ```swift
    /// let trace = ResolutionTrace()
    /// factory.startTracing(into: trace)
    /// _ = factory.usersPresenter
    /// print(trace.tree)
    /// ```
    ///
    /// Tracing is for finding out, not for production: while a factory is traced, its ready singletons are
    /// read out of line and each resolution takes locks to record itself. An untraced factory pays nothing.
    ///
    /// - Parameter trace: Where the events go; read it any time.
    public func startTracing(into trace: ResolutionTrace) {
        let binding = _TraceBinding(trace)
        rivet_trace_control_lock()
        _StripedLock.lock(_lockIdentity)
        let previous = _traceBinding
        _traceBinding = binding
        _StripedLock.unlock(_lockIdentity)
        _assembled.setTraced(true)
        rivet_trace_epoch_advance()
        rivet_trace_control_unlock()
        withExtendedLifetime(previous) {}
    }

    /// Stops recording this factory's resolutions; its ready singletons are read in line again. The trace
    /// keeps what it recorded. Does nothing on a factory that is not traced.
    public func stopTracing() {
        rivet_trace_control_lock()
        _StripedLock.lock(_lockIdentity)
        let previous = _traceBinding.take()
        _StripedLock.unlock(_lockIdentity)
        if previous != nil, !_hasTracedAncestor() { _assembled.setTraced(false) }
        rivet_trace_control_unlock()
        withExtendedLifetime(previous) {}
    }
}
