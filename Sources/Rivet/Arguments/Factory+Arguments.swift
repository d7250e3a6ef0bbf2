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
