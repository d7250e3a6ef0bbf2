import _RivetShims

extension Factory {
    /// Resolves a key and throws, instead of stopping the program, when resolution fails.
    ///
    /// For tests and launch-time validation: the resolution runs on a helper thread (with the caller's current factory), so that a failure
    /// deep inside a `make` can be abandoned and reported here. An abandoned helper thread stays parked
    /// and what it was building stays allocated, so don't use this on a hot path. Called while another
    /// resolution is running on this thread (inside a `make`), it resolves in place and a failure stops
    /// the program as the subscript does. Main-actor components can't be resolved this way.
    ///
    /// ```swift
    /// #expect(throws: RivetError.dependencyCycle(chain: ["AKey", "BKey", "AKey"])) {
    ///     try factory.resolve(AKey.self)
    /// }
    /// ```
    ///
    /// - Parameter key: The key to resolve.
    /// - Returns: The value.
    /// - Throws: ``RivetError`` naming what went wrong and the chain that led there.
    public func resolve<K: InjectionKey & SendableMetatype>(_ key: K.Type) throws(RivetError) -> K.Value {
        if rivet_stack_get().pointee.depth > 0 { return self[K.self] }
        let bound = Factory._bound
        let run = _CheckedRun { Factory.$_bound.withValue(bound) { self[K.self] } }
        return try run.wait().get()
    }
}

/// Where a checked resolution's helper thread runs and delivers its outcome.
class _CheckedRunSink: @unchecked Sendable {
    func runOnHelperThread() {}
    func deliver(_ failure: Result<Never, RivetError>) {}
}

/// The helper thread's entry point: marks the thread as running a checked resolution, then runs it.
private func _checkedRunMain(_ context: UnsafeMutableRawPointer?) {
    let run = Unmanaged<_CheckedRunSink>.fromOpaque(context!).takeRetainedValue()
    rivet_stack_get().pointee.checked = Unmanaged.passUnretained(run).toOpaque()
    run.runOnHelperThread()
}

/// One checked resolution: starts a helper thread, waits for its value or its error.
final class _CheckedRun<Value>: _CheckedRunSink, @unchecked Sendable {
    private let work: () -> Value
    private let done = rivet_event_create()
    private var outcome: Result<Value, RivetError>?

    init(_ work: @escaping () -> Value) {
        self.work = work
    }

    deinit {
        rivet_event_destroy(done)
    }

    /// Runs the work on a helper thread and returns its outcome.
    func wait() -> Result<Value, RivetError> {
        let context = Unmanaged.passRetained(self).toOpaque()
        guard rivet_thread_start(_checkedRunMain, context) else {
            Unmanaged<_CheckedRun>.fromOpaque(context).release()
            return .success(work())
        }
        rivet_event_wait(done)
        return outcome!
    }

    override func runOnHelperThread() {
        let value = work()
        outcome = .success(value)
        rivet_event_signal(done)
    }

    override func deliver(_ failure: Result<Never, RivetError>) {
        if case .failure(let error) = failure { outcome = .failure(error) }
        rivet_event_signal(done)
    }
}
