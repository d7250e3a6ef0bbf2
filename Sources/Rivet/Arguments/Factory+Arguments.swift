import _RivetShims

extension Factory {
    /// Resolves a parameterized key with its argument.
    ///
    /// ```swift
    /// let presenter = factory[UserDetailKey.self, user.id]
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key's type.
    ///   - argument: The argument its value is built from: one value, or a tuple of several.
    /// - Returns: The value, built or reused as the key's ``ArgumentLifecycle`` says.
    @inlinable public subscript<K: ParameterizedKey>(key: K.Type, argument: K.Argument) -> K.Value {
        _resolve(K.self, argument)
    }

    /// Replaces how a parameterized key is built in this factory (and in the flows begun from it), keeping
    /// its lifecycle; see ``override(_:_:make:)-(_,ArgumentLifecycle,_)`` to choose another.
    ///
    /// ```swift
    /// factory.override(UserDetailKey.self) { _, id in UserDetailPresenter(id: id, repository: MockUsersRepository()) }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to override.
    ///   - make: Builds the value for an argument.
    public func override<K: ParameterizedKey>(
        _ key: K.Type,
        make: @escaping @Sendable (InjectedValues, K.Argument) -> K.Value
    ) {
        let registered = _argumentFamily(K.self)
        let family = _ArgumentFamily(registered?.lifecycle ?? .transient, make: make, makeCache: registered?.makeCache)
        _checkOneKind(K.self)
        _install(_Registration(key: ObjectIdentifier(K.self), entry: family.entry(for: ObjectIdentifier(K.self))))
    }

    /// Replaces how a parameterized key is built in this factory (and in the flows begun from it), with a
    /// lifecycle of its own.
    ///
    /// - Parameters:
    ///   - key: The key to override.
    ///   - lifecycle: How long a value lives, per argument.
    ///   - make: Builds the value for an argument.
    public func override<K: ParameterizedKey>(
        _ key: K.Type,
        _ lifecycle: ArgumentLifecycle,
        make: @escaping @Sendable (InjectedValues, K.Argument) -> K.Value
    ) where K.Argument: Hashable {
        let family = _ArgumentFamily(lifecycle, make: make, makeCache: _hashedCache(K.Argument.self, K.Value.self))
        _checkOneKind(K.self)
        _install(_Registration(key: ObjectIdentifier(K.self), entry: family.entry(for: ObjectIdentifier(K.self))))
    }
}

extension InjectedValues {
    /// Resolves a parameterized key with its argument, in this scope.
    ///
    /// - Parameters:
    ///   - key: The key's type, as in `values[UserDetailKey.self, id]`.
    ///   - argument: The argument its value is built from.
    /// - Returns: The value, built or reused as the key's ``ArgumentLifecycle`` says.
    @inlinable public subscript<K: ParameterizedKey>(key: K.Type, argument: K.Argument) -> K.Value {
        factory._resolve(K.self, argument)
    }
}

extension AsyncInjectedValues {
    /// Resolves a parameterized key with its argument, synchronously, in the scope building the value.
    ///
    /// - Parameters:
    ///   - key: The key's type, as in `values[UserDetailKey.self, id]`.
    ///   - argument: The argument its value is built from.
    /// - Returns: The value, built or reused as the key's ``ArgumentLifecycle`` says.
    @inlinable public subscript<K: ParameterizedKey>(key: K.Type, argument: K.Argument) -> K.Value {
        factory._resolve(K.self, argument)
    }
}

// Resolutions with an argument: the key's registration (`_ArgumentFamily`) is found as any other's, then a
// transient is built in a frame of its own, and a cached value looked up in the registering factory's cache
// (`.singleton`) or the innermost flow's (`.flow`) and built there once. All of it is out of line and
// unspecialized: an app pays for it once, not once per key.
//
// Speed (issue 14): unspecialized code pays for every generic type it names that the runtime must look up
// (`_Entry<_ArgumentFamily<A, V>>`, its header, `Optional<V>`, tuples: each a search of the runtime's metadata
// cache), for dynamic casts, and for retains. So the registration is found in the assembled table as
// `_resolveOutOfLine` finds a key's (without a lock, unretained), recognised and read through the entry's
// common header (`_EntryCommon`: no cast, no generic metadata), and the family and its cache are used
// unretained: the entry holds the family, which holds a `.singleton`'s cache, as long as the table does.

extension Factory {
    @inlinable
    func _resolve<K: ParameterizedKey>(_: K.Type, _ argument: K.Argument) -> K.Value {
        _resolveWithArgument(K.self, argument)
    }

    @usableFromInline @inline(never)
    func _resolveWithArgument<K: ParameterizedKey>(_: K.Type, _ argument: K.Argument) -> K.Value {
        let key = ObjectIdentifier(K.self)
        let flags = _assembled.flags
        if flags & _KeyTable._outOfLineFlags == 0, let entry = _assembled.entry(for: key),
           !entry._withUnsafeGuaranteedRef(_EntryCommon.isOverridden) {
            // Unretained: an assembled table and its entries live as long as the factory, which the caller holds.
            return _resolve(K.self, argument, Self._family(K.self, entry), registeredIn: self)
        }
        if flags & _KeyTable._observedFlag != 0, let observer = _observer {
            return _resolveObserved(K.self, argument, by: observer)
        }
        return _resolveThroughScopes(K.self, argument)
    }

    /// Resolves `K` through the registrations in force in this scope and its parents, else with its own `make`.
    func _resolveThroughScopes<K: ParameterizedKey>(_: K.Type, _ argument: K.Argument) -> K.Value {
        let key = ObjectIdentifier(K.self)
        guard let (entry, owner) = _registration(for: key) else { return _makeLiveDefaultInFrame(K.self, argument) }
        return withExtendedLifetime(entry) {
            _resolve(K.self, argument, Self._family(K.self, .passUnretained(entry)), registeredIn: owner)
        }
    }

    /// Builds a new value with the key's own `make`, in a frame of its own: a key no scope registers.
    func _makeLiveDefaultInFrame<K: ParameterizedKey>(_: K.Type, _ argument: K.Argument) -> K.Value {
        let stack = _pushFrame(ObjectIdentifier(K.self), .transient)
        let value = K.make(InjectedValues(self), argument)
        _popFrame(stack)
        return value
    }

    /// Resolves `K` through its registration's `family`, which `owner` registers; the caller keeps the
    /// family alive.
    func _resolve<K: ParameterizedKey>(
        _: K.Type,
        _ argument: K.Argument,
        _ family: Unmanaged<_ArgumentFamily<K.Argument, K.Value>>,
        registeredIn owner: Factory
    ) -> K.Value {
        family._withUnsafeGuaranteedRef { family in
            switch family.lifecycle.lifecycle {
            case .singleton:
                return owner._resolveCached(K.self, argument, family, family.singletonCache.unsafelyUnwrapped, .singleton)
            case .flow:
                let flow = _innermostFlow(for: K.self)
                let cache = flow._flowCache(for: ObjectIdentifier(K.self), family)
                return flow._resolveCached(K.self, argument, family, cache, .flow)
            default:
                let stack = _pushFrame(ObjectIdentifier(K.self), .transient)
                let value = family.build(K.self, argument, InjectedValues(self))
                _popFrame(stack)
                return value
            }
        }
    }

    /// The family of `K`'s registration `entry`, unretained (`entry`'s published value, which lives as long
    /// as `entry`); an error if `K` was registered without an argument (a type that is both kinds of key).
    static func _family<K: ParameterizedKey>(
        _: K.Type,
        _ entry: Unmanaged<AnyObject>
    ) -> Unmanaged<_ArgumentFamily<K.Argument, K.Value>> {
        entry._withUnsafeGuaranteedRef { entry in
            let common = _EntryCommon.of(entry)
            guard common.pointee.isArgumentFamily else { _fail(.keyKindMismatch(key: _name(of: K.self))) }
            // The published value, at the offset the entry recorded: the memory `publishedValue` reads, typed
            // as it is bound, without naming the entry's generic type.
            let family = (UnsafeRawPointer(common) + common.pointee.valueOffset)
                .assumingMemoryBound(to: _ArgumentFamily<K.Argument, K.Value>.self)
            return .passUnretained(family.pointee)
        }
    }

    /// The registration in force for `K` from this scope, if it has one with an argument.
    func _argumentFamily<K: ParameterizedKey>(_: K.Type) -> _ArgumentFamily<K.Argument, K.Value>? {
        _registration(for: ObjectIdentifier(K.self)).map { registration in
            withExtendedLifetime(registration.entry) { Self._family(K.self, .passUnretained(registration.entry)).takeUnretainedValue() }
        }
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
        var evicted: (AnyObject, AnyObject)?
        let value = cache.value(for: argument, evicting: &evicted) { entry in
            _buildOnce(entry, stack) { family.build(K.self, argument, InjectedValues(self)) }
        }
        _popFrame(stack)
        // What the look-up evicted goes here, after the frame: its deinits may resolve this key.
        withExtendedLifetime(evicted) {}
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
