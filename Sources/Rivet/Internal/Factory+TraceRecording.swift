import _RivetShims

// Recording resolutions into a `ResolutionTrace` (Factory+Tracing starts it). Nothing here runs unless a
// scope somewhere is traced: the paths out of line load `rivet_traced_scopes` once and come here only when it
// is not zero, and a traced scope's assembled table has `_tracedFlag` set so that its ready singletons leave
// the in-line path too. A resolution is recorded when its scope or one of its parents is traced; its parent
// event is the recorded resolution this thread is inside of (`rivet_trace_cursor`), or for a resolution made
// by an async make, the one that make runs for (`_TraceParent`). Documentation/Internals.md, "Tracing".

/// A resolution begun while some scope is traced: the thread's cursor to put back when it ends, and, when
/// a trace records it, where.
struct _TraceToken {
    let saved: rivet_trace_cursor
    let trace: ResolutionTrace?
    let position: ResolutionTrace._Position
    let start: UInt64
    /// Its make runs at every resolution (a transient, a live default): built, in the time the resolution took.
    let alwaysBuilt: Bool
}

/// What a trace shows of how a key resolves from a scope.
struct _TraceDescription {
    let lifecycle: String
    let scope: Factory
    let alwaysBuilt: Bool
}

extension Factory {
    /// Resolves `K` out of line while some scope is traced, recording it if this one is covered.
    func _resolveRecorded<K: InjectionKey>(_: K.Type) -> K.Value {
        let key = ObjectIdentifier(K.self)
        let token = _beginTrace(key, argument: nil) { $0._traceDescription(of: key) }
        let value = _resolveUnrecorded(K.self)
        _endTrace(token)
        return value
    }

    /// Resolves a parameterized key while some scope is traced, recording it if this one is covered.
    func _resolveWithArgumentRecorded<K: ParameterizedKey>(_: K.Type, _ argument: K.Argument) -> K.Value {
        let key = ObjectIdentifier(K.self)
        let token = _beginTrace(key, argument: String(describing: argument)) { scope in
            guard let (_, owner) = scope._registration(for: key), let family = scope._argumentFamily(K.self) else {
                return _TraceDescription(lifecycle: "live default", scope: scope, alwaysBuilt: true)
            }
            return scope._traceDescription(of: family.lifecycle.lifecycle, isAsync: false, registeredIn: owner)
        }
        let value = _resolveWithArgumentUnrecorded(K.self, argument)
        _endTrace(token)
        return value
    }

    /// Awaits `K` while some scope is traced, recording it if this scope is covered.
    func _resolveAwaitingRecorded<K: InjectionKey>(
        _: K.Type,
        isolation: isolated (any Actor)?
    ) async throws -> K.Value {
        // One look-up, as the untraced path has it: an override between two could make the registration found
        // async after a sync one.
        let key = ObjectIdentifier(K.self)
        guard let (registration, owner) = _registration(for: key) else {
            let token = _beginTrace(key, argument: nil) {
                _TraceDescription(lifecycle: "live default", scope: $0, alwaysBuilt: true)
            }
            defer { _endTrace(token) }
            return _makeLiveDefaultInFrame(K.self, key)
        }
        let entry = unsafeDowncast(registration, to: _Entry<K.Value>.self)
        guard entry.isAsync else {
            let token = _beginTrace(key, argument: nil) {
                $0._traceDescription(of: entry.lifecycle, isAsync: false, registeredIn: owner)
            }
            defer { _endTrace(token) }
            return _build(K.self, entry, registeredIn: owner)
        }
        let (cell, scope) = _asyncCell(K.self, entry, registeredIn: owner)
        try await _ensureBuiltRecorded(cell, by: entry, in: scope, isolation: isolation)
        return cell.publishedValue
    }

    /// Makes sure `cell` holds `registration`'s value, built in `scope` (an await or a warm-up from this
    /// scope), recording it if a trace covers this scope. Its make's resolutions are its children.
    func _ensureBuiltRecorded<Value>(
        _ cell: _Entry<Value>,
        by registration: _Entry<Value>,
        in scope: Factory,
        isolation: isolated (any Actor)?
    ) async throws {
        guard let trace = _coveringTrace() else {
            try await cell.ensureBuilt(by: registration, in: scope, isolation: isolation)
            return
        }
        let wasReady = cell.readyValue != nil
        let position = trace._begin(
            key: registration.key, argument: nil,
            lifecycle: registration.lifecycle == .flow ? "async flow" : "async singleton",
            scope: scope.description, parent: _traceParent(in: trace)
        )
        let start = rivet_monotonic_nanoseconds()
        // On the caller's isolation, as untraced: the hooks run there after the make (a main-actor caller's
        // hooks on the main actor).
        let built: Bool
        do {
            built = try await _TraceParent.$current.withValue(_TraceParent(trace: trace, position: position)) {
                try await cell.ensureBuilt(by: registration, in: scope, isolation: isolation)
            }
        } catch {
            let elapsed = rivet_monotonic_nanoseconds() &- start
            trace._update(position) { event in
                event.outcome = .failed
                event.makeNanoseconds = elapsed
            }
            throw error
        }
        if !wasReady {
            let elapsed = rivet_monotonic_nanoseconds() &- start
            trace._update(position) { event in
                event.outcome = built ? .built : .waited
                if built { event.makeNanoseconds = elapsed }
            }
        }
    }

    /// Begins a resolution of `key` from this scope: records it if a trace covers this scope, and makes it
    /// the thread's current one either way (so that an unrecorded resolution's children do not pass for
    /// those of the recorded one around it).
    func _beginTrace(
        _ key: ObjectIdentifier,
        argument: @autoclosure () -> String?,
        describe: (Factory) -> _TraceDescription
    ) -> _TraceToken {
        let cursor = rivet_trace_cursor_get()
        let saved = cursor.pointee
        // Inside an argument's description nothing is recorded (see `_describeArgument`), and the cursor stays.
        let describing = saved.trace == nil && saved.event == _describingArgumentEvent
        guard !describing, let trace = _coveringTrace() else {
            if saved.trace != nil { cursor.pointee = rivet_trace_cursor(trace: nil, generation: 0, event: -1) }
            return _TraceToken(saved: saved, trace: nil, position: .init(generation: 0, index: 0), start: 0, alwaysBuilt: false)
        }
        // Described only when recorded, before any lock: an argument's description is user code.
        let description = describe(self)
        let position = trace._begin(
            key: key, argument: _describeArgument(argument), lifecycle: description.lifecycle,
            scope: description.scope.description, parent: _traceParent(in: trace)
        )
        cursor.pointee = rivet_trace_cursor(
            trace: UnsafeRawPointer(Unmanaged.passUnretained(trace).toOpaque()),
            generation: position.generation,
            event: position.index
        )
        return _TraceToken(
            saved: saved, trace: trace, position: position,
            start: rivet_monotonic_nanoseconds(), alwaysBuilt: description.alwaysBuilt
        )
    }

    /// Makes a parameterized key's argument's description, user code that may resolve anything: the key it
    /// describes too, whose recorded resolution would describe the argument again, for ever. The resolutions
    /// it makes are not recorded (nor are those they make), so they resolve as untraced ones do.
    func _describeArgument(_ argument: () -> String?) -> String? {
        let cursor = rivet_trace_cursor_get()
        let saved = cursor.pointee
        cursor.pointee = rivet_trace_cursor(trace: nil, generation: 0, event: _describingArgumentEvent)
        defer { cursor.pointee = saved }
        return argument()
    }

    /// Ends the resolution `token` began: a transient's or a live default's event gets its time.
    func _endTrace(_ token: _TraceToken) {
        guard let trace = token.trace else {
            if token.saved.trace != nil { rivet_trace_cursor_get().pointee = token.saved }
            return
        }
        rivet_trace_cursor_get().pointee = token.saved
        guard token.alwaysBuilt else { return }
        let elapsed = rivet_monotonic_nanoseconds() &- token.start
        trace._update(token.position) { event in
            event.outcome = .built
            event.makeNanoseconds = elapsed
        }
    }

    /// The event a resolution beginning now in `trace` is a child of: the thread's current one, else the
    /// async make's this task runs.
    func _traceParent(in trace: ResolutionTrace) -> ResolutionTrace._Position? {
        let cursor = rivet_trace_cursor_get().pointee
        if let current = cursor.trace {
            guard current == UnsafeRawPointer(Unmanaged.passUnretained(trace).toOpaque()) else { return nil }
            return .init(generation: cursor.generation, index: cursor.event)
        }
        guard cursor.event == 0, let parent = _TraceParent.current, parent.trace === trace else { return nil }
        return parent.position
    }

    /// The trace of the nearest traced scope from this one, if any; brings this scope's mark up to date.
    func _coveringTrace() -> ResolutionTrace? {
        // A traced scope is marked (startTracing marks it before it returns), so a chain with no mark has no
        // trace: found with a load per scope, no lock, while some other factory is traced.
        guard _isInMarkedChain() else { return nil }
        let trace = _nearestTrace()
        if (trace != nil) != _assembled.isTraced { _updateTracedMark() }
        return trace
    }

    /// Whether this scope or a parent is marked traced: false means that no trace covers this scope.
    ///
    /// The walk stops at a scope that found no mark at the current trace epoch, and this scope remembers the
    /// epoch when it finds none: while some factory is traced, a flow nested `n` deep is walked once per
    /// `startTracing`, not `n` steps at every resolution. Sound because `startTracing` marks its scope before
    /// it advances the epoch, and the epoch is read before the marks.
    ///
    /// A scope that already holds the epoch is not written again: the word shares its cache line with the
    /// flags word that every in-line read loads.
    func _isInMarkedChain() -> Bool {
        let epoch = rivet_trace_epoch_load()
        var scope = self
        while !scope._assembled.isTraced {
            if scope._assembled.uncoveredEpoch == epoch {
                if scope !== self { _assembled.setUncoveredEpoch(epoch) }
                return false
            }
            guard let parent = scope._parent else {
                _assembled.setUncoveredEpoch(epoch)
                return false
            }
            scope = parent
        }
        return true
    }

    /// The trace of the nearest traced scope from this one (this one, or a parent), if any.
    func _nearestTrace() -> ResolutionTrace? {
        for scope in sequence(first: self, next: { $0._parent }) {
            _StripedLock.lock(scope._lockIdentity)
            let trace = scope._traceBinding?.trace
            _StripedLock.unlock(scope._lockIdentity)
            if let trace { return trace }
        }
        return nil
    }

    /// Whether a parent of this scope is traced.
    func _hasTracedAncestor() -> Bool {
        _parent?._nearestTrace() != nil
    }

    /// Sets or clears this scope's mark as the traces now in force say: set on a flow begun from a traced
    /// scope (or begun before its parent was traced), cleared on a flow whose traced parent stopped.
    func _updateTracedMark() {
        rivet_trace_control_lock()
        _assembled.setTraced(_nearestTrace() != nil)
        rivet_trace_control_unlock()
    }

    /// A new flow begun from this scope, marked traced when this scope is covered by a trace.
    func _markedIfTraced(_ flow: Factory) -> Factory {
        if rivet_tracing_anywhere() { _ = flow._coveringTrace() }
        return flow
    }

    /// How `key` resolves from this scope: its nearest registration's lifecycle and where the value lives, or
    /// the key's own make.
    func _traceDescription(of key: ObjectIdentifier) -> _TraceDescription {
        guard let (registration, owner) = _registration(for: key) else {
            return _TraceDescription(lifecycle: "live default", scope: self, alwaysBuilt: true)
        }
        let entry = registration as! any _AnyEntry
        return _traceDescription(of: entry.lifecycle, isAsync: entry.isAsync, registeredIn: owner)
    }

    func _traceDescription(of lifecycle: Lifecycle, isAsync: Bool, registeredIn owner: Factory) -> _TraceDescription {
        let prefix = isAsync ? "async " : ""
        switch lifecycle {
        case .transient: return _TraceDescription(lifecycle: "transient", scope: self, alwaysBuilt: true)
        case .singleton: return _TraceDescription(lifecycle: prefix + "singleton", scope: owner, alwaysBuilt: false)
        case .weakSingleton: return _TraceDescription(lifecycle: "weakSingleton", scope: owner, alwaysBuilt: false)
        case .graph: return _TraceDescription(lifecycle: "graph", scope: self, alwaysBuilt: false)
        case .flow:
            let flow = sequence(first: self, next: { $0._parent }).first { $0._isFlow } ?? self
            return _TraceDescription(lifecycle: prefix + "flow", scope: flow, alwaysBuilt: false)
        }
    }
}

/// The thread's trace cursor's event, with no trace, while an argument's description is made
/// (`Factory._describeArgument`): -1 is an unrecorded resolution's, 0 none, an index a recorded one's.
let _describingArgumentEvent = -2

/// When a recorded resolution builds its value (a singleton's, a flow's, a cached argument's, a graph's), the
/// time its make starts; 0 when none is recorded on this thread.
@inline(__always)
func _traceBuildStarts() -> UInt64 {
    guard rivet_tracing_anywhere(), rivet_trace_cursor_get().pointee.trace != nil else { return 0 }
    return max(rivet_monotonic_nanoseconds(), 1)
}

/// Marks the thread's current recorded resolution built, by a make that started at `start`.
@inline(__always)
func _traceBuilt(since start: UInt64) {
    guard start != 0 else { return }
    _traceCurrent { event in
        event.outcome = .built
        event.makeNanoseconds = rivet_monotonic_nanoseconds() &- start
    }
}

/// Marks the thread's current recorded resolution as one that waited for another thread's build.
@inline(__always)
func _traceWaited() {
    guard rivet_tracing_anywhere() else { return }
    _traceCurrent { $0.outcome = .waited }
}

/// Changes the event of the thread's current recorded resolution, if any.
func _traceCurrent(_ change: (inout ResolutionTrace.Event) -> Void) {
    let cursor = rivet_trace_cursor_get().pointee
    guard let raw = cursor.trace else { return }
    let trace = Unmanaged<ResolutionTrace>.fromOpaque(raw).takeUnretainedValue()
    trace._update(.init(generation: cursor.generation, index: cursor.event), change)
}
