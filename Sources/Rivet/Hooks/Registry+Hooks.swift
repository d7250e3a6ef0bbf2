extension Registry {
    /// Runs `action` on each new value of `key`, once, before anyone receives it; never on a value the
    /// lifecycle returns again.
    ///
    /// The hook belongs to the factory (or flow) whose assemblies add it, and runs on the registration in
    /// force there, whichever assembly made it: register the key in the same factory or flow. Decorations
    /// run first, then the actions, each in the order the assemblies added them. An override
    /// (``Factory/override(_:_:make:)-(_,Lifecycle?,_)``) replaces the registration with its hooks; ``Factory/reset()``
    /// brings them back.
    ///
    /// ```swift
    /// registry.register(PlayerKey.self, .singleton)
    /// registry.onCreate(PlayerKey.self) { values, player in player.attach(values.audioSession) }
    /// ```
    ///
    /// The action runs inside the value's construction: resolving the same key there is a dependency cycle.
    ///
    /// - Parameters:
    ///   - key: The key whose new values it sees.
    ///   - action: Receives the scope that built the value, and the value.
    public mutating func onCreate<K: InjectionKey>(
        _ key: K.Type,
        perform action: @escaping @Sendable (InjectedValues, K.Value) -> Void
    ) {
        _addHooks(for: ObjectIdentifier(K.self), withArgument: false) { hooks in
            ((hooks as? _Hooks<Void, K.Value>) ?? _Hooks(isForArgument: false)).adding(action: { values, _, value in action(values, value) })
        }
    }

    /// Replaces each new value of `key` by what `decoration` returns, once, before anyone receives it: a
    /// logging or caching wrapper around the registered component.
    ///
    /// Like ``onCreate(_:perform:)-(_,(InjectedValues,K.Value)->Void)``, it applies to the registration in force in the factory or flow whose
    /// assemblies add it; several decorations wrap in the order they were added, the first innermost.
    ///
    /// ```swift
    /// registry.decorate(UsersRepositoryKey.self) { values, repository in
    ///     LoggingUsersRepository(repository, log: values.logger)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key whose new values it wraps.
    ///   - decoration: Receives the scope that built the value, and the value; returns the one callers get.
    public mutating func decorate<K: InjectionKey>(
        _ key: K.Type,
        with decoration: @escaping @Sendable (InjectedValues, K.Value) -> K.Value
    ) {
        _addHooks(for: ObjectIdentifier(K.self), withArgument: false) { hooks in
            ((hooks as? _Hooks<Void, K.Value>) ?? _Hooks(isForArgument: false)).adding(decoration: { values, _, value in decoration(values, value) })
        }
    }
}
