/// One registration as an assembly or an override made it: the key and the entry that builds its value.
@usableFromInline
@frozen
struct _Registration {
    @usableFromInline let key: ObjectIdentifier
    @usableFromInline let entry: any _AnyEntry

    @inlinable
    init<K: InjectionKey>(
        _: K.Type,
        _ lifecycle: Lifecycle,
        make: (@Sendable (InjectedValues) -> K.Value)?,
        onMainActor: Bool = false
    ) {
        key = ObjectIdentifier(K.self)
        entry = Self.entry(key, lifecycle, make, onMainActor)
    }

    /// Generic over the value alone, so that the entry captures no (possibly isolated) conformance, and
    /// never inlined: a client specializes it once per value type, so an assembly of many registrations
    /// compiles to a short call each.
    @inlinable @inline(never)
    static func entry<Value>(
        _ key: ObjectIdentifier,
        _ lifecycle: Lifecycle,
        _ make: (@Sendable (InjectedValues) -> Value)?,
        _ onMainActor: Bool
    ) -> any _AnyEntry {
        _Entry<Value>.make(key, lifecycle, make, onMainActor: onMainActor)
    }
}
