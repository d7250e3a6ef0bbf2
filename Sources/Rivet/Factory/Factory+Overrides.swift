import _RivetShims

extension Factory {
    /// Replaces how a key is built in this factory (and in the flows begun from it), for a mock or a
    /// configuration chosen at run time.
    ///
    /// The override keeps the key's lifecycle unless you pass one: an overridden singleton is still one
    /// value per factory, built anew from the override. Flows see the override unless they register the
    /// key themselves. From then on the factory reads the overridden key under a lock (after a reset, or an
    /// override of a key it does not register, every key; Documentation/Internals.md): to choose an
    /// implementation at launch, register it in an assembly instead.
    ///
    /// ```swift
    /// factory.override(UsersRepositoryKey.self) { _ in MockUsersRepository() }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to override.
    ///   - lifecycle: The lifecycle of the override; by default the one the key is registered with here.
    ///   - make: Builds the value.
    public func override<K: InjectionKey>(
        _ key: K.Type,
        _ lifecycle: Lifecycle? = nil,
        make: @escaping @Sendable (InjectedValues) -> K.Value
    ) {
        _install(_Registration(K.self, lifecycle ?? _registeredLifecycle(of: K.self), make: make))
    }

    /// Replaces how a key is built with a closure that runs on the main actor (see
    /// ``Registry/registerOnMainActor(_:_:make:)``).
    ///
    /// - Parameters:
    ///   - key: The key to override.
    ///   - lifecycle: The lifecycle of the override; by default the one the key is registered with here.
    ///   - make: Builds the value on the main actor.
    public func overrideOnMainActor<K: InjectionKey>(
        _ key: K.Type,
        _ lifecycle: Lifecycle? = nil,
        make: @escaping @MainActor (InjectedValues) -> K.Value
    ) {
        _install(_Registration(K.self, lifecycle ?? _registeredLifecycle(of: K.self), make: _onMainActor(K.self, make), onMainActor: true))
    }

    /// Returns the factory to what its assemblies register, by running them again in the launch context it
    /// was built in (a flow's is its root's, so `.when(...)` picks the same assemblies): overrides are dropped,
    /// and singletons and this flow's components are built anew on next use. This flow's components and
    /// the singletons built since the factory's first override or reset are released as soon as no
    /// resolution in progress uses them; those built before are kept until the factory goes, because
    /// another thread may read them without a lock (Documentation/Internals.md). Flows begun earlier keep
    /// their own components.
    public func reset() {
        let table = _assemblies.table(isFlow: _isFlow, launch: _launch)
        let released = _withStripeLock {
            let previous = _replacement
            _replacement = table
            _assembled.mark(_KeyTable._ownTableFlag | _KeyTable._replacedFlag)
            return (previous, _flowValues.removeAll())
        }
        withExtendedLifetime(released) {}
    }

    /// The lifecycle `K` resolves with from this scope: its nearest registration's, else transient.
    func _registeredLifecycle<K: InjectionKey>(of _: K.Type) -> Lifecycle {
        // Read through the common header: a cast to `any _AnyEntry` searches the runtime's conformances (S7).
        guard let (entry, _) = _registration(for: ObjectIdentifier(K.self)) else { return .transient }
        return _EntryCommon.of(entry).pointee.lifecycle
    }

    /// Puts `registration` in force in this factory, under its lock. An override of a key the assembled table has
    /// goes into the factory's table of overrides and marks the assembled entry, so that the other keys are still
    /// read without a lock and nothing is copied. Any other (a key the assembled table lacks, or any key after a
    /// reset) goes into a complete table of the factory's own, made from the assembled one and the overrides so far
    /// when there is none yet, and every resolution reads that table from then on (Documentation/Internals.md).
    func _install(_ registration: _Registration) {
        let released = _withStripeLock {
            let isComplete = _assembled.isReplaced
            let overridden = isComplete ? nil : _assembled.entry(for: registration.key)
            var table: _KeyTable
            if !isComplete, overridden == nil {
                table = _assembled.copy(withRoomFor: (_replacement?.count ?? 0) + 1)
                _replacement?.forEachEntry { key, entry in table.put(key, entry.retain())?.release() }
            } else if _replacement != nil, isKnownUniquelyReferenced(&_replacement!) {
                // Changed in place only when nothing else holds it. After a reset it is the table the assemblies'
                // registry handed over, which is the factory's alone (`takeTable` copies one a kept registry shares).
                table = _replacement!
            } else {
                table = _replacement?.copy(withRoomFor: 1) ?? .allocate(holding: 1)
            }
            var grown: _KeyTable?
            if !table.hasRoomForOneMore {
                grown = table
                table = table.copy(withRoomFor: table.count)
            }
            let replaced = table.put(registration.key, .passRetained(registration.entry as AnyObject))
            let previous = _replacement
            _replacement = table
            if let overridden {
                _assembled.mark(_KeyTable._ownTableFlag)
                _EntryCommon.markOverridden(overridden.takeUnretainedValue())
            } else {
                _assembled.mark(_KeyTable._ownTableFlag | _KeyTable._replacedFlag)
            }
            return (previous, grown, replaced.map { $0.takeRetainedValue() }, _flowValues.remove(registration.key))
        }
        withExtendedLifetime(released) {}
    }

    /// Runs `change` under this factory's stripe lock and returns what it returns: what it took out of the factory,
    /// which the caller keeps alive past the lock with `withExtendedLifetime`: releasing a value runs user code,
    /// which may resolve from this factory, and the optimizer would otherwise end those lifetimes at their last
    /// use, inside the lock.
    private func _withStripeLock<Released>(_ change: () -> Released) -> Released {
        _StripedLock.lock(_lockIdentity)
        defer { _StripedLock.unlock(_lockIdentity) }
        return change()
    }
}
