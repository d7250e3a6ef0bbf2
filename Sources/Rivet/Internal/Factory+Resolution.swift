public import _RivetShims

// The hot path. A resolution looks the key up in this scope's assembled table (a multiply and a compare)
// and returns a ready singleton in line; everything else goes out of line: a replaced table read under
// its lock, the parents' tables, and the lifecycles, which run user code inside a frame of the thread's
// resolution stack (it finds cycles and names the chain in messages). Documentation/Internals.md says
// what is read without a lock and why that is safe.

extension Factory {
    @inlinable
    func _resolve<K: InjectionKey>(_: K.Type) -> K.Value {
        let key = ObjectIdentifier(K.self)
        let table = _assembled
        if !table.isReplaced {
            if let entry = table.entry(for: key) {
                // Unretained: an assembled table and its entries live as long as the factory, which the caller holds.
                return entry._withUnsafeGuaranteedRef {
                    let entry = unsafeDowncast($0, to: _Entry<K.Value>.self)
                    if entry.isPlainSingleton, let value = entry.readyValue { return value }
                    return _build(K.self, entry, registeredIn: self)
                }
            }
            guard let parent = _parent else {
                return _withFrame(key, .transient) { _ in _makeLiveDefault(K.self, InjectedValues(self)) }
            }
            return _resolveSlowly(K.self, from: parent)
        }
        return _resolveSlowly(K.self, from: self)
    }

    /// Resolves a key this scope's assembled table does not answer for: through the registrations in
    /// force in `start` (under its lock once replaced), then in each of its parents, else with the key's
    /// own `make`, in this scope.
    @inlinable @inline(never)
    func _resolveSlowly<K: InjectionKey>(_: K.Type, from start: Factory) -> K.Value {
        let key = ObjectIdentifier(K.self)
        var scope = start
        while true {
            if let entry = scope._registeredEntry(for: key) {
                return _build(K.self, unsafeDowncast(entry, to: _Entry<K.Value>.self), registeredIn: scope)
            }
            guard let parent = scope._parent else { break }
            scope = parent
        }
        return _withFrame(key, .transient) { _ in _makeLiveDefault(K.self, InjectedValues(self)) }
    }

    /// The entry registered for `key` in this scope (not its parents), retained.
    @usableFromInline
    func _registeredEntry(for key: ObjectIdentifier) -> AnyObject? {
        if !_assembled.isReplaced { return _assembled.entry(for: key)?.takeUnretainedValue() }
        rivet_stripe_lock(_lockIdentity)
        defer { rivet_stripe_unlock(_lockIdentity) }
        return _replacement?.entry(for: key)?.takeUnretainedValue()
    }

    /// This factory's address: it picks the factory's stripe lock and names its scope in frames.
    @usableFromInline
    var _lockIdentity: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    }

    /// Builds a value with the key's own `make`, telling a strict test's observer first.
    @inlinable @inline(__always)
    func _makeLiveDefault<K: InjectionKey>(_: K.Type, _ values: InjectedValues) -> K.Value {
        if _observesLiveDefaults { _reportLiveDefault(ObjectIdentifier(K.self)) }
        return K.make(values)
    }

    @usableFromInline
    func _reportLiveDefault(_ key: ObjectIdentifier) {
        _liveDefaultObserver?(_name(of: key))
    }

    /// Builds (or finds) the value as the entry's lifecycle says.
    @inlinable @inline(never)
    func _build<K: InjectionKey>(_: K.Type, _ entry: _Entry<K.Value>, registeredIn owner: Factory) -> K.Value {
        if entry.isOnMainActor { _checkMainActor(ObjectIdentifier(K.self)) }
        return switch entry.lifecycle {
        case .transient: _withFrame(ObjectIdentifier(K.self), .transient) { _ in entry.build(K.self, InjectedValues(self)) }
        case .singleton: owner._resolveSingleton(K.self, entry)
        case .flow: _resolveFlowScoped(K.self, entry)
        case .weakSingleton: owner._resolveWeakSingleton(K.self, entry)
        case .graph: _resolveGraphScoped(K.self, entry)
        }
    }

    /// Runs `body` (which runs user code) inside a frame of the resolution stack, which it is given.
    @inlinable
    func _withFrame<V>(
        _ key: ObjectIdentifier,
        _ lifecycle: Lifecycle,
        _ body: (UnsafeMutablePointer<rivet_stack>) -> V
    ) -> V {
        let stack = rivet_stack_get()
        let depth = rivet_push_frame(
            stack,
            UnsafeRawPointer(bitPattern: Int(bitPattern: key)).unsafelyUnwrapped,
            _lockIdentity,
            UInt(lifecycle._frameCode)
        )
        if depth <= 0 { _failPush(depth, key) }
        let value = body(stack)
        if let graph = rivet_pop_frame(stack) { Unmanaged<AnyObject>.fromOpaque(graph).release() }
        return value
    }
}

extension Lifecycle {
    /// The lifecycle's code in a resolution frame.
    @inlinable
    var _frameCode: UInt8 {
        switch self {
        case .transient: 0
        case .singleton: 1
        case .flow: 2
        case .weakSingleton: 3
        case .graph: 4
        }
    }

    init(_frameCode code: UInt8) {
        self = Lifecycle.allCases.first { $0._frameCode == code } ?? .transient
    }
}
