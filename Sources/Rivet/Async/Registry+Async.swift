extension Registry {
    /// Registers an ``AsyncInjectionKey``, built by its own async `make` when the factory (or the flow)
    /// warms up, or when first awaited.
    ///
    /// ```swift
    /// registry.registerAsync(DatabaseKey.self, .singleton)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - lifecycle: `.singleton` (the default) or `.flow`.
    public mutating func registerAsync<K: AsyncInjectionKey>(_ key: K.Type, _ lifecycle: AsyncLifecycle = .singleton) {
        _append(_Registration(K.self, lifecycle.lifecycle, asyncMake: { values in try await K.make(values) }, usesKeyMake: true))
    }

    /// Registers a key whose value is built by an async closure, in place of the key's `make`: an interface
    /// key whose implementation opens or loads something first.
    ///
    /// ```swift
    /// registry.registerAsync(RemoteConfigurationKey.self, .singleton) { values in
    ///     try await RemoteConfiguration.load(from: values.apiClient)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - lifecycle: `.singleton` (the default) or `.flow`.
    ///   - make: Builds the value; it may await other components with ``AsyncInjectedValues/resolve(_:isolation:)``.
    public mutating func registerAsync<K: InjectionKey>(
        _ key: K.Type,
        _ lifecycle: AsyncLifecycle = .singleton,
        make: @escaping @Sendable (AsyncInjectedValues) async throws -> K.Value
    ) where K.Value: Sendable {
        _append(_Registration(K.self, lifecycle.lifecycle, asyncMake: make))
    }

    /// An async key is built by an async `make`: register it with ``registerAsync(_:_:)``.
    ///
    /// This overload exists to put that in a compiler diagnostic. If the warning is ignored, resolving the
    /// key reports ``RivetError/asyncComponentNotRegistered(key:chain:)``.
    @available(*, deprecated, message: "an AsyncInjectionKey is built by its async make: register it with registerAsync(_:_:)")
    public mutating func register<K: AsyncInjectionKey>(_ key: K.Type, _ lifecycle: Lifecycle = .transient) {
        _append(_Registration(K.self, lifecycle, make: nil))
    }
}
