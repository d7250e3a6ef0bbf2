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
        let released = _withLockReplacing { replacement in
            let previous = replacement
            replacement = table
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

    func _install(_ registration: _Registration) {
        let released = _withLockReplacing(overriding: registration.key) { replacement in
            // The factory's own table is changed in place only when nothing else holds it. After a reset it is
            // the table the assemblies' registry handed over, which is the factory's alone (`takeTable` copies
            // one that a registry an assembly kept still shares).
            var table: _KeyTable
            if replacement != nil, isKnownUniquelyReferenced(&replacement!) {
                table = replacement!
            } else {
                table = (replacement ?? _assembled).copy(withRoomFor: 1)
            }
            var grown: _KeyTable?
            if !table.hasRoomForOneMore {
                grown = table
                table = table.copy(withRoomFor: table.count)
            }
            let replaced = table.put(registration.key, .passRetained(registration.entry as AnyObject))
            let previous = replacement
            replacement = table
            return (previous, grown, replaced.map { $0.takeRetainedValue() }, _flowValues.remove(registration.key))
        }
        withExtendedLifetime(released) {}
    }

    /// Runs `change` on the registrations in force under this factory's lock, making them the factory's
    /// own if the assembled ones are still in force, then sends the resolutions of `key` (an override's), or of
    /// every key (a reset's, nil), to them: an override of a key the assembled table has marks that entry alone,
    /// so that the other keys are still read without a lock. Returns what `change` returns: what it took out of
    /// the factory, which the caller keeps alive past the lock with `withExtendedLifetime`: releasing a value
    /// runs user code, which may resolve from this factory, and the optimizer would otherwise end those
    /// lifetimes at their last use, inside the lock.
    private func _withLockReplacing<Released>(overriding key: ObjectIdentifier? = nil, _ change: (inout _KeyTable?) -> Released) -> Released {
        _StripedLock.lock(_lockIdentity)
        defer { _StripedLock.unlock(_lockIdentity) }
        let released = change(&_replacement)
        _assembled.mark(_KeyTable._ownTableFlag)
        if let key, let entry = _assembled.entry(for: key) {
            _EntryCommon.markOverridden(entry.takeUnretainedValue())
        } else {
            _assembled.mark(_KeyTable._replacedFlag)
        }
        return released
    }
}
