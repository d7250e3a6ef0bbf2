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
        entry = _Entry<K.Value>.make(key, lifecycle, make, onMainActor: onMainActor)
    }
}
