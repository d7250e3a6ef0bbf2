extension Registry {
    /// Registers a parameterized key whose values are new at every resolution.
    ///
    /// ```swift
    /// registry.register(UserDetailKey.self)
    /// registry.register(UserDetailKey.self) { values, id in UserDetailPresenter(id: id, repository: values.usersRepository) }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - make: Builds the value in place of the key's own `make`.
    public mutating func register<K: ParameterizedKey>(
        _ key: K.Type,
        make: (@Sendable (InjectedValues, K.Argument) -> K.Value)? = nil
    ) {
        _appendFamily(K.self, _ArgumentFamily(.transient, make: make, makeCache: nil))
    }

    /// Registers a parameterized key with a lifecycle: a new value each time, or one per distinct argument
    /// in the factory (`.singleton`) or in each flow (`.flow`), in a cache with a bound.
    ///
    /// ```swift
    /// registry.register(UserDetailKey.self, .flow)
    /// registry.register(TrackPlayerKey.self, .singleton(keepingAtMost: 8)) { values, track in Player(track) }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - lifecycle: How long a value lives, per argument.
    ///   - make: Builds the value in place of the key's own `make`.
    public mutating func register<K: ParameterizedKey>(
        _ key: K.Type,
        _ lifecycle: ArgumentLifecycle,
        make: (@Sendable (InjectedValues, K.Argument) -> K.Value)? = nil
    ) where K.Argument: Hashable {
        _appendFamily(K.self, _ArgumentFamily(lifecycle, make: make, makeCache: _hashedCache(K.Argument.self, K.Value.self)))
    }

    /// Runs `action` on each new value of a parameterized key, once, before anyone receives it; never on a
    /// cached value. See ``onCreate(_:perform:)``.
    ///
    /// - Parameters:
    ///   - key: The key whose new values it sees.
    ///   - action: Receives the scope that built the value, the argument and the value.
    public mutating func onCreate<K: ParameterizedKey>(
        _ key: K.Type,
        perform action: @escaping @Sendable (InjectedValues, K.Argument, K.Value) -> Void
    ) {
        _addHooks(for: ObjectIdentifier(K.self), withArgument: true) { hooks in
            ((hooks as? _Hooks<K.Argument, K.Value>) ?? _Hooks(isForArgument: true)).adding(action: action)
        }
    }

    /// Replaces each new value of a parameterized key by what `decoration` returns, once, before anyone
    /// receives it. See ``decorate(_:with:)``.
    ///
    /// - Parameters:
    ///   - key: The key whose new values it wraps.
    ///   - decoration: Receives the scope that built the value, the argument and the value; returns the one
    ///     callers get.
    public mutating func decorate<K: ParameterizedKey>(
        _ key: K.Type,
        with decoration: @escaping @Sendable (InjectedValues, K.Argument, K.Value) -> K.Value
    ) {
        _addHooks(for: ObjectIdentifier(K.self), withArgument: true) { hooks in
            ((hooks as? _Hooks<K.Argument, K.Value>) ?? _Hooks(isForArgument: true)).adding(decoration: decoration)
        }
    }

    mutating func _appendFamily<K: ParameterizedKey>(_: K.Type, _ family: _ArgumentFamily<K.Argument, K.Value>) {
        _checkOneKind(K.self)
        _append(_Registration(key: ObjectIdentifier(K.self), entry: family.entry(for: ObjectIdentifier(K.self))))
    }
}

/// Makes an empty cache for `Hashable` arguments, holding at most the given number of values.
func _hashedCache<Argument: Hashable, Value>(_: Argument.Type, _: Value.Type) -> (Int) -> _ArgumentCache<Argument, Value> {
    { limit in _HashedArgumentCache(limit: limit) }
}

/// A key registered with an argument cannot also be an ``InjectionKey``: resolving it without one would
/// find a registration of the other kind.
func _checkOneKind<K: ParameterizedKey>(_: K.Type) {
    if K.self is any InjectionKey.Type { _fail(.keyKindMismatch(key: _name(of: K.self))) }
}
