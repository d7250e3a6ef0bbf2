import _RivetShims

extension Factory {
    /// Builds every async component registered here, in parallel wherever their dependencies allow: at
    /// launch for the app's factory, and when a flow begins for the flow's.
    ///
    /// Each component's make runs in a child task of its own, so independent components are built at once
    /// and one that awaits another continues as soon as that one is ready. A component something else is
    /// already building (another warm-up, an await) is joined, not built twice. A flow's warm-up builds its
    /// own async components and the `.flow` ones its parents register; the parents' singletons are built
    /// when a component of the flow awaits them.
    ///
    /// ```swift
    /// let factory = Factory(AppAssembly())
    /// try await factory.warmUp()            // the database and the remote configuration, at once
    /// let repository = factory.usersRepository
    /// ```
    ///
    /// - Throws: ``ComponentBuildError`` naming the first component that failed and the chain that needed
    ///   it, once the other builds have ended: those that did not need it are kept, and those that did fail
    ///   with it. `CancellationError` when the calling task is cancelled, which cancels the builds not
    ///   finished. Nothing of a failed or cancelled build is kept, so calling `warmUp()` again (after an
    ///   override, say) builds only what is missing.
    public func warmUp() async throws {
        let components = _asyncComponentsToWarm().map { _UncheckedSendable($0) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for component in components {
                group.addTask { try await component.value.entry.warm(registeredIn: component.value.owner, flow: self) }
            }
            // Every build runs to its end, so that what did not need a failed component is kept; then the
            // first failure is thrown. Cancelling the caller cancels the children.
            var failure: (any Error)?
            while true {
                do {
                    guard try await group.next() != nil else { break }
                } catch {
                    failure = failure ?? error
                }
            }
            if let failure { throw failure }
        }
    }

    /// Awaits a component: an async one is built once, whoever else awaits it at the same time, and
    /// reused from then on; any other resolves as it would synchronously.
    ///
    /// ```swift
    /// let database = try await factory.resolve(DatabaseKey.self)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key's type.
    ///   - isolation: Where the caller runs; the caller's isolation by default.
    /// - Returns: The value.
    /// - Throws: ``ComponentBuildError`` when building it (or an async component it awaits) failed;
    ///   `CancellationError` when the task was cancelled before the value was ready.
    public func resolve<K: InjectionKey>(
        _ key: K.Type,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> K.Value {
        let key = ObjectIdentifier(K.self)
        let observer = _observer
        // One look-up: an override between two could make the registration found async after a sync one.
        guard let (registration, owner) = _registration(for: key) else {
            guard let observer else { return _makeLiveDefaultInFrame(K.self, key) }
            return _observed(by: observer, key, { _ObservedKind(scope: self) }) { _makeLiveDefaultInFrame(K.self, key) }
        }
        let entry = unsafeDowncast(registration, to: _Entry<K.Value>.self)
        guard entry.isAsync else {
            guard let observer else { return _build(K.self, entry, registeredIn: owner) }
            return _observed(by: observer, key, {
                _observedKind(entry.lifecycle, isAsync: false, usesKeyMake: entry.usesKeyMake, registeredIn: owner)
            }) { _build(K.self, entry, registeredIn: owner) }
        }
        let (cell, scope) = _asyncCell(K.self, entry, registeredIn: owner)
        try await cell.ensureBuilt(by: entry, in: scope, observedBy: observer, from: self, isolation: isolation)
        return cell.publishedValue
    }

    /// Replaces how a key is built with an async closure, in this factory and the flows begun from it: a
    /// mock that must be set up asynchronously. Warm up again (or await the key) to build it.
    ///
    /// ```swift
    /// factory.overrideAsync(DatabaseKey.self) { _ in try await InMemoryDatabase.seeded() }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to override.
    ///   - lifecycle: `.singleton` or `.flow`; by default the key's registered lifecycle here when it is one
    ///     of those, else `.singleton`.
    ///   - make: Builds the value.
    public func overrideAsync<K: InjectionKey>(
        _ key: K.Type,
        _ lifecycle: AsyncLifecycle? = nil,
        make: @escaping @Sendable (AsyncInjectedValues) async throws -> K.Value
    ) where K.Value: Sendable {
        let registered: Lifecycle = lifecycle?.lifecycle ?? (_registeredLifecycle(of: K.self) == .flow ? .flow : .singleton)
        _install(_Registration(K.self, registered, asyncMake: make))
    }
}

extension Factory {
    /// The cell holding `registration`'s value in this flow, made empty if it has none yet.
    func _flowCell<Value>(for registration: _Entry<Value>) -> _Entry<Value> {
        let key = registration.key
        return unsafeDowncast(_flowEntry(for: key) { registration.emptyFlowCell() }, to: _Entry<Value>.self)
    }

    /// The innermost flow from this scope, which holds `.flow` values; stops with the error if none runs.
    func _innermostFlow(for key: Any.Type) -> Factory {
        var scope = self
        while !scope._isFlow {
            guard let parent = scope._parent else { _failFlowNotRunning(key) }
            scope = parent
        }
        return scope
    }

    /// Where an async registration's value lives, resolved from this scope, and the scope that builds it:
    /// the registration itself and its owner for a singleton, the innermost flow's cell for a flow component.
    func _asyncCell<K: InjectionKey>(
        _: K.Type,
        _ entry: _Entry<K.Value>,
        registeredIn owner: Factory
    ) -> (cell: _Entry<K.Value>, scope: Factory) {
        guard entry.lifecycle == .flow else { return (entry, owner) }
        let flow = _innermostFlow(for: K.self)
        return (flow._flowCell(for: entry), flow)
    }

    /// A sync resolution of an async registration: its value if a warm-up or an await built it, else the error.
    func _resolveBuiltAsync<K: InjectionKey>(_: K.Type, _ entry: _Entry<K.Value>, registeredIn owner: Factory) -> K.Value {
        let cell = _asyncCell(K.self, entry, registeredIn: owner).cell
        if cell.isReady { return cell.publishedValue }
        let name = _name(of: K.self)
        if let builds = cell.buildsLeadingToTheCurrentOne() {
            // Its build waits for this one, or is this one: waiting could never end, and a warm-up would not help.
            _fail(.dependencyCycle(chain: builds + _threadFrames().map(\.name) + [name]))
        }
        _fail(.asyncComponentNotReady(key: name, chain: _currentChain() + [name]))
    }

    /// The async registrations this scope's warm-up builds: its own, and in a flow the `.flow` ones it sees
    /// from its parents. A nearer scope's registration of a key hides a farther one.
    func _asyncComponentsToWarm() -> [(entry: any _AnyEntry, owner: Factory)] {
        var components: [(entry: any _AnyEntry, owner: Factory)] = []
        var seen = Set<ObjectIdentifier>()
        for scope in sequence(first: self, next: \._parent) {
            for entry in scope._registeredEntries() where seen.insert(entry.key).inserted && entry.isAsync {
                let builtHere = entry.lifecycle == .flow ? _isFlow : scope === self
                if builtHere { components.append((entry, scope)) }
            }
        }
        return components
    }

    /// The registrations in force in this scope (not its parents).
    func _registeredEntries() -> [any _AnyEntry] {
        var entries: [any _AnyEntry] = []
        func collect(_ table: _KeyTable?) {
            table?.forEachEntry { _, entry in entries.append(entry.takeUnretainedValue() as! any _AnyEntry) }
        }
        if !_assembled.hasOwnTable {
            collect(_assembled)
        } else {
            _StripedLock.lock(_lockIdentity)
            if !_assembled.isReplaced {
                // The factory's own table holds its overrides only: the assembled entries they replace are marked.
                _assembled.forEachEntry { _, entry in
                    if !_EntryCommon.isOverridden(entry.takeUnretainedValue()) { entries.append(entry.takeUnretainedValue() as! any _AnyEntry) }
                }
            }
            collect(_replacement)
            _StripedLock.unlock(_lockIdentity)
        }
        return entries
    }
}
