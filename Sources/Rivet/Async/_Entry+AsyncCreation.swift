import _RivetShims

// Async components: built by a warm-up or an await, in the task that first needs them, while every other task
// that needs them joins that build (`_AsyncFlight`). Once built they are published in their entry like a sync
// singleton, so that a sync resolution reads them, and only reads them.

extension _Entry {
    /// Makes sure this cell holds its value: builds it with `registration`'s async make run in `scope`, or
    /// joins the task building it (again if that task was cancelled before it finished). Returns whether this
    /// call built it.
    @discardableResult
    func ensureBuilt(by registration: _Entry<Value>, in scope: Factory, isolation: isolated (any Actor)?) async throws -> Bool {
        while withStateCell({ rivet_load_acquire($0) }) != _CreationCell.ready {
            let current = _AsyncBuild.current
            rivet_monitor_lock()
            if let flight {
                if let cycle = _AsyncBuild.cycle(current, waitingFor: flight.build) {
                    rivet_monitor_unlock()
                    _fail(.dependencyCycle(chain: cycle))
                }
                current?.startAwaiting(flight.build)
                rivet_monitor_unlock()
                let outcome = await flight.waitReportingSlowBuild(as: current)
                current?.stopAwaiting(flight.build)
                switch outcome {
                case .ready, .retry: continue
                case .failed(let error): throw error
                case .cancelled: throw CancellationError()
                }
            }
            if withStateCell({ rivet_load_acquire($0) }) == _CreationCell.ready {
                rivet_monitor_unlock()
                return false
            }
            if Task.isCancelled {
                // A cancelled task starts no build (nor builds again one whose builder was cancelled).
                rivet_monitor_unlock()
                throw CancellationError()
            }
            let build = _AsyncBuild(key: key, lifecycle: lifecycle, parent: current)
            let flight = _AsyncFlight(build)
            self.flight = flight
            current?.startAwaiting(build)
            rivet_monitor_unlock()
            do {
                let value = try await Self.run(registration.asyncMake, building: build, in: scope)
                publishBuilt(value.value, by: registration, in: scope)
                flight.finish(.ready, detachingFrom: self)
                current?.stopAwaiting(build)
                return true
            } catch {
                current?.stopAwaiting(build)
                let cancelled = Task.isCancelled
                if error is CancellationError, cancelled {
                    flight.finish(.retry, detachingFrom: self)
                    throw error
                }
                let failure = ComponentBuildError(building: key, threw: error)
                // A cancelled builder's make may report the cancellation its own way (URLError.cancelled): its
                // waiters, which nobody cancelled, build the value again rather than fail with that error.
                flight.finish(cancelled ? .retry : .failed(failure), detachingFrom: self)
                throw failure
            }
        }
        return false
    }

    /// `ensureBuilt`, told to `observer` (if any) as an await of this cell's key from `resolver`.
    func ensureBuilt(
        by registration: _Entry<Value>,
        in scope: Factory,
        observedBy observer: (any ResolutionObserver)?,
        from resolver: Factory,
        isolation: isolated (any Actor)?
    ) async throws {
        guard let observer else {
            try await ensureBuilt(by: registration, in: scope, isolation: isolation)
            return
        }
        let kind = resolver._observedKind(registration.lifecycle, isAsync: true, usesKeyMake: registration.usesKeyMake, registeredIn: scope)
        try await resolver._observedAwait(by: observer, key, wasReady: isReady, kind, isolation: isolation) {
            try await ensureBuilt(by: registration, in: scope, isolation: isolation)
        }
    }

    /// Runs an async make as `build`, with `scope` current for the `@Injected` properties it initialises.
    private static func run(
        _ make: @Sendable (AsyncInjectedValues) async throws -> _UncheckedSendable<Value>,
        building build: _AsyncBuild,
        in scope: Factory
    ) async throws -> _UncheckedSendable<Value> {
        Factory._noteBindingsUsed()
        return try await _AsyncBuild.$current.withValue(build) {
            try await Factory.$_bound.withValue(scope) { try await make(AsyncInjectedValues(scope)) }
        }
    }

    /// Publishes a value an async make built, once `registration`'s hooks ran on it, through the state
    /// word's claim as a sync build does: the claim is held for the few instructions that store the value,
    /// never across an await.
    private func publishBuilt(_ value: Value, by registration: _Entry<Value>, in scope: Factory) {
        let stack = scope._pushFrame(key, lifecycle)
        defer { _popFrame(stack) }
        let value = registration.hooked(value, InjectedValues(scope))
        if withStateCell({ _claim($0, stack) }) { publish(value) }
    }

    /// The keys from this cell's build in progress to the running task's build, when that build waits, through
    /// the builds it awaits, for the running one (or is it): a sync resolution of the cell then closes a cycle.
    func buildsLeadingToTheCurrentOne() -> [String]? {
        guard let current = _AsyncBuild.current else { return nil }
        rivet_monitor_lock()
        defer { rivet_monitor_unlock() }
        guard let flight else { return nil }
        return _AsyncBuild.path(from: flight.build, to: current)?.map { _name(of: $0.key) }
    }

    func warm(registeredIn owner: Factory, flow: Factory) async throws {
        let (cell, scope) = lifecycle == .flow ? (flow._flowCell(for: self), flow) : (self, owner)
        try await cell.ensureBuilt(by: self, in: scope, observedBy: flow._observer, from: flow, isolation: nil)
    }
}
