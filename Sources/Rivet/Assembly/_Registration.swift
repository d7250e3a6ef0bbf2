/// One registration as an assembly or an override made it: the key and the entry that builds its value.
struct _Registration {
    let key: ObjectIdentifier
    let entry: any _AnyEntry

    init<K: InjectionKey>(
        _: K.Type,
        _ lifecycle: Lifecycle,
        make: (@Sendable (InjectedValues) -> K.Value)?,
        onMainActor: Bool = false
    ) {
        key = ObjectIdentifier(K.self)
        // The entry is generic over the value alone, so that it captures no (possibly isolated) conformance.
        entry = _EntryClasses.of(K.Value.self).make(key, lifecycle, make, onMainActor: onMainActor)
    }

    /// An async component's registration: a singleton or a flow component, built by `asyncMake`.
    init<K: InjectionKey>(
        _: K.Type,
        _ lifecycle: Lifecycle,
        asyncMake: @escaping @Sendable (AsyncInjectedValues) async throws -> K.Value,
        usesKeyMake: Bool = false
    ) where K.Value: Sendable {
        key = ObjectIdentifier(K.self)
        // Wrapped so that code not knowing `Value: Sendable` can receive the value from another task.
        entry = _EntryClasses.of(K.Value.self).make(
            key, lifecycle, nil, asyncMake: { values in _UncheckedSendable(try await asyncMake(values)) }, usesKeyMake: usesKeyMake
        )
    }
}

extension _Registration {
    /// A registration of an entry made elsewhere (a parameterized key's, a collection's).
    init(key: ObjectIdentifier, entry: any _AnyEntry) {
        self.key = key
        self.entry = entry
    }
}
