import _RivetShims

// Resolutions with an argument: the key's registration (`_ArgumentFamily`) is found as any other's, then a
// transient is built in a frame of its own, and a cached value looked up in the registering factory's cache
// (`.singleton`) or the innermost flow's (`.flow`) and built there once. All of it is out of line and
// unspecialized: an app pays for it once, not once per key.

extension Factory {
    @inlinable
    func _resolve<K: ParameterizedKey>(_: K.Type, _ argument: K.Argument) -> K.Value {
        _resolveWithArgument(K.self, argument)
    }

    @usableFromInline @inline(never)
    func _resolveWithArgument<K: ParameterizedKey>(_: K.Type, _ argument: K.Argument) -> K.Value {
        let key = ObjectIdentifier(K.self)
        guard let (entry, owner) = _registration(for: key) else {
            let stack = _pushFrame(key, .transient)
            _noteLiveDefault(ObjectIdentifier(K.self))
            let value = K.make(InjectedValues(self), argument)
            _popFrame(stack)
            return value
        }
        let family = Self._family(K.self, entry)
        switch family.lifecycle.lifecycle {
        case .singleton:
            return owner._resolveCached(K.self, argument, family, family.singletonCache.unsafelyUnwrapped, .singleton)
        case .flow:
            let flow = _innermostFlow(for: K.self)
            return flow._resolveCached(K.self, argument, family, flow._flowCache(for: key, family), .flow)
        default:
            let stack = _pushFrame(key, .transient)
            let value = family.build(K.self, argument, InjectedValues(self))
            _popFrame(stack)
            return value
        }
    }

    /// The registration `entry` of `K` as a parameterized key's; an error if `K` was registered without an
    /// argument (a type that is both kinds of key).
    static func _family<K: ParameterizedKey>(_: K.Type, _ entry: AnyObject) -> _ArgumentFamily<K.Argument, K.Value> {
        guard (entry as! any _AnyEntry).isArgumentFamily else { _fail(.keyKindMismatch(key: _name(of: K.self))) }
        return unsafeDowncast(entry, to: _Entry<_ArgumentFamily<K.Argument, K.Value>>.self).publishedValue
    }

    /// The registration in force for `K` from this scope, if it has one with an argument.
    func _argumentFamily<K: ParameterizedKey>(_: K.Type) -> _ArgumentFamily<K.Argument, K.Value>? {
        _registration(for: ObjectIdentifier(K.self)).map { Self._family(K.self, $0.entry) }
    }

    /// The value for `argument` in `cache`, built in this scope on first use (or after its eviction).
    func _resolveCached<K: ParameterizedKey>(
        _: K.Type,
        _ argument: K.Argument,
        _ family: _ArgumentFamily<K.Argument, K.Value>,
        _ cache: _ArgumentCache<K.Argument, K.Value>,
        _ lifecycle: Lifecycle
    ) -> K.Value {
        // The frame goes on before the look-up, not only around a build: a parameterized key resolving
        // itself is a cycle whatever the argument, also when the other argument's value is cached (else
        // the same graph fails or not with the cache's state), and an argument's hash or == that resolves
        // the key reports that cycle instead of deadlocking on the cache's lock (ParameterizedCycleTests).
        let stack = _pushFrame(ObjectIdentifier(K.self), lifecycle)
        let found = cache.lookup(argument)
        let value = found.value ?? _buildOnce(found.entry.unsafelyUnwrapped, stack) {
            family.build(K.self, argument, InjectedValues(self))
        }
        _popFrame(stack)
        // What the look-up evicted goes here, after the frame: its deinits may resolve this key.
        withExtendedLifetime(found.evicted) {}
        return value
    }

    /// This flow's cache of `family`'s values, made empty if it has none yet; released with the flow.
    func _flowCache<Argument, Value>(
        for key: ObjectIdentifier,
        _ family: _ArgumentFamily<Argument, Value>
    ) -> _ArgumentCache<Argument, Value> {
        let entry = _flowEntry(for: key) {
            _Entry.makePublished(key, .flow, value: family.makeCache.unsafelyUnwrapped(family.lifecycle.limit), argumentFamily: true)
        }
        return unsafeDowncast(entry, to: _Entry<_ArgumentCache<Argument, Value>>.self).publishedValue
    }
}
