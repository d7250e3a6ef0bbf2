import _RivetShims

// The hot path. A resolution looks the key up in this scope's assembled table (a multiply and a compare)
// and returns a ready singleton in line; everything else goes out of line, in code that is generic but not
// inlinable, so that it exists once in Rivet rather than once per key in the app: a replaced table read
// under its lock, the parents' tables, and the lifecycles, which run user code inside a frame of the
// thread's resolution stack (it finds cycles and names the chain in messages). Documentation/Internals.md
// says what is read without a lock and why that is safe.

extension Factory {
    @inlinable
    func _resolve<K: InjectionKey>(_: K.Type) -> K.Value {
        let probe = _assembled._probe(ObjectIdentifier(K.self))
        if let value = probe.value {
            // Bound to the key's value type; kept as long as the factory, which the caller holds.
            return value.assumingMemoryBound(to: K.Value.self).pointee
        }
        return _resolveOutOfLine(K.self, probe.found)
    }

    /// Resolves a key the hot path does not answer for, from what its probe `found`, unspecialized: every key
    /// shares this code, so that an app pays for its lifecycles once, not once per key.
    @usableFromInline @inline(never)
    func _resolveOutOfLine<K: InjectionKey>(_: K.Type, _ found: UnsafeRawPointer?) -> K.Value {
        if found != _Probe.flagged {
            if let found {
                // Unretained: an assembled table and its entries live as long as the factory, which the caller holds.
                let entry = Unmanaged<AnyObject>.fromOpaque(found)
                if !entry._withUnsafeGuaranteedRef(_EntryCommon.isOverridden) {
                    return entry._withUnsafeGuaranteedRef {
                        _build(K.self, unsafeDowncast($0, to: _Entry<K.Value>.self), registeredIn: self)
                    }
                }
                return _resolveThroughScopes(K.self)
            }
            if _parent == nil { return _makeLiveDefaultInFrame(K.self, ObjectIdentifier(K.self)) }
        } else if _assembled.isObserved, let observer = _observer {
            return _resolveObserved(K.self, by: observer)
        }
        return _resolveThroughScopes(K.self)
    }

    /// Resolves through the registrations in force in this scope (under its lock once replaced), then in
    /// each of its parents, else with the key's own `make`, in this scope.
    func _resolveThroughScopes<K: InjectionKey>(_: K.Type) -> K.Value {
        let key = ObjectIdentifier(K.self)
        guard let (entry, owner) = _registration(for: key) else { return _makeLiveDefaultInFrame(K.self, key) }
        return _build(K.self, unsafeDowncast(entry, to: _Entry<K.Value>.self), registeredIn: owner)
    }

    /// The registration in force for `key` from this scope (retained) and the scope that registers it; nil
    /// when none does.
    func _registration(for key: ObjectIdentifier) -> (entry: AnyObject, owner: Factory)? {
        // A loop, not `sequence(first:next:)` over `\._parent`: applying a key path retains it at each step.
        var scope = self
        while true {
            if let entry = scope._registeredEntry(for: key) { return (entry, scope) }
            guard let parent = scope._parent else { return nil }
            scope = parent
        }
    }

    /// The entry registered for `key` in this scope (not its parents), retained.
    func _registeredEntry(for key: ObjectIdentifier) -> AnyObject? {
        if !_assembled.isReplaced {
            guard let entry = _assembled.entry(for: key)?.takeUnretainedValue() else { return nil }
            if !_EntryCommon.isOverridden(entry) { return entry }
        }
        _StripedLock.lock(_lockIdentity)
        defer { _StripedLock.unlock(_lockIdentity) }
        return _replacement?.entry(for: key)?.takeUnretainedValue()
    }

    /// This factory's address: it picks the factory's stripe lock and names its scope in frames.
    var _lockIdentity: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    }

    /// Builds (or finds) the value as the entry's lifecycle says.
    func _build<K: InjectionKey>(_: K.Type, _ entry: _Entry<K.Value>, registeredIn owner: Factory) -> K.Value {
        let key = ObjectIdentifier(K.self)
        if entry.isOnMainActor { _checkMainActor(key) }
        if entry.isAsync { return _resolveBuiltAsync(K.self, entry, registeredIn: owner) }
        return switch entry.lifecycle {
        case .transient: _makeTransient(K.self, key, entry)
        case .singleton: owner._resolveSingleton(K.self, entry)
        case .flow: _resolveFlowScoped(K.self, entry)
        case .weakSingleton: owner._resolveWeakSingleton(K.self, entry)
        case .graph: _resolveGraphScoped(K.self, entry)
        }
    }

    /// Builds a new value with the entry's `make` (else the key's), in a frame of its own.
    @inline(__always)
    func _makeTransient<K: InjectionKey>(_: K.Type, _ key: ObjectIdentifier, _ entry: _Entry<K.Value>) -> K.Value {
        let stack = _pushFrame(key, .transient)
        defer { _popFrame(stack) }
        return entry.build(K.self, InjectedValues(self))
    }

    /// Builds a new value with the key's own `make`, in a frame of its own: a key no scope registers.
    @inline(__always)
    func _makeLiveDefaultInFrame<K: InjectionKey>(_: K.Type, _ key: ObjectIdentifier) -> K.Value {
        let stack = _pushFrame(key, .transient)
        defer { _popFrame(stack) }
        return K.make(InjectedValues(self))
    }

    /// Pushes a frame for resolving `key` in this scope onto the thread's resolution stack, which it returns.
    /// A frame already resolving the key here is a dependency cycle, and a full stack a resolution too deep.
    @inline(__always)
    func _pushFrame(_ key: ObjectIdentifier, _ lifecycle: Lifecycle) -> UnsafeMutablePointer<_ResolutionStack> {
        let stack = _ResolutionStack.current
        let depth = stack.pointee.push(key, _lockIdentity, lifecycle)
        if depth <= 0 { _failPush(depth, key) }
        return stack
    }
}

/// Pops the frame `Factory._pushFrame` pushed, releasing the `.graph` cache when the outermost one ends.
@inline(__always)
func _popFrame(_ stack: UnsafeMutablePointer<_ResolutionStack>) {
    stack.pointee.pop()
}
