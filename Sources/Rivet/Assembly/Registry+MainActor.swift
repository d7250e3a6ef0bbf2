extension Registry {
    /// Registers a key whose value is built on the main actor, such as a presenter or a view model.
    ///
    /// The closure may call main-actor code. Resolving the key from any other thread stops with
    /// ``RivetError/mainActorRequired(key:chain:)``; a key with a `@MainActor` conformance is already
    /// kept to main-actor code by the compiler.
    ///
    /// ```swift
    /// registry.registerOnMainActor(UsersPresenterKey.self) { values in
    ///     UsersPresenter(repository: values.usersRepository)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - lifecycle: How long a value lives; `.transient` if omitted.
    ///   - make: Builds the value on the main actor.
    public mutating func registerOnMainActor<K: InjectionKey>(
        _ key: K.Type,
        _ lifecycle: Lifecycle = .transient,
        make: @escaping @MainActor (InjectedValues) -> K.Value
    ) {
        _append(_Registration(K.self, lifecycle, make: _onMainActor(K.self, make), onMainActor: true))
    }
}

/// Wraps a main-actor closure so that it can be stored with the others. Its registration is marked
/// main-actor only, and a resolution checks the thread before it builds the value or hands out a kept one
/// (`Factory._build`).
func _onMainActor<K: InjectionKey>(
    _: K.Type,
    _ make: @escaping @MainActor (InjectedValues) -> K.Value
) -> @Sendable (InjectedValues) -> K.Value {
    // A synchronous main-actor closure has the same representation as a nonisolated one; running it is
    // sound exactly when the caller is on the main thread, which the resolution checks before every call.
    let unchecked = _UncheckedSendable(unsafeBitCast(make, to: ((InjectedValues) -> K.Value).self))
    return { values in unchecked.value(values) }
}

/// Carries a value the compiler cannot prove Sendable where Rivet guarantees it is used safely.
struct _UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
