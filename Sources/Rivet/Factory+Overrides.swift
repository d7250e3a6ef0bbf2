import _RivetShims

extension Factory {
    /// Replaces how a key is built in this factory (and in the flows begun from it), for a mock or a
    /// configuration chosen at run time.
    ///
    /// The override keeps the key's lifecycle unless you pass one: an overridden singleton is still one
    /// value per factory, built anew from the override. Flows see the override unless they register the
    /// key themselves.
    ///
    /// ```swift
    /// factory.override(UsersRepositoryKey.self) { _ in MockUsersRepository() }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to override.
    ///   - lifecycle: The lifecycle of the override; by default the one the key is registered with here.
    ///   - make: Builds the value.
    @inlinable
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
    @inlinable
    public func overrideOnMainActor<K: InjectionKey>(
        _ key: K.Type,
        _ lifecycle: Lifecycle? = nil,
        make: @escaping @MainActor (InjectedValues) -> K.Value
    ) {
        _install(_Registration(K.self, lifecycle ?? _registeredLifecycle(of: K.self), make: _onMainActor(K.self, make)))
    }

    /// Returns the factory to what its assemblies register, by running them again: overrides are dropped,
    /// and singletons and this flow's components are built anew on next use. This flow's components are
    /// released now; the singletons it stops using are released with the factory, because another thread
    /// may still be reading one. Flows begun earlier keep their own components.
    public func reset() {
        _withTreeLocked {
            _flowValues.removeAll()
            if _isFlow { _registrations.forEachEntry { $0.releaseFlowValue() } }
            _replaceTable(with: _assemblies.table())
        }
    }

    /// The lifecycle `K` resolves with from this scope: its nearest registration's, else transient.
    @usableFromInline
    func _registeredLifecycle<K: InjectionKey>(of _: K.Type) -> Lifecycle {
        let key = ObjectIdentifier(K.self)
        for scope in sequence(first: self, next: \._parent) {
            if let entry = scope._entry(for: key) {
                return unsafeDowncast(entry.takeUnretainedValue(), to: _Entry<K.Value>.self)._lifecycle
            }
        }
        return .transient
    }

    @usableFromInline
    func _install(_ registration: _Registration) {
        _withTreeLocked {
            _flowValues.removeValue(for: registration.key)
            switch _registrations.publish(registration) {
            case .replaced(let entry):
                if _isFlow { (entry.takeUnretainedValue() as! any _AnyEntry).releaseFlowValue() }
            case .added:
                break
            case .noRoom:
                _replaceTable(with: _registrations.setting(registration))
            }
        }
    }

    /// Publishes `table` in place of the current one, which it keeps alive. Call under the tree lock.
    private func _replaceTable(with table: _KeyTable) {
        let previous = _table.pointee
        table.keepAlive(_registrations)
        rivet_store_release(_table, Unmanaged.passRetained(table).toOpaque())
        Unmanaged<_KeyTable>.fromOpaque(previous!).release()
    }
}
