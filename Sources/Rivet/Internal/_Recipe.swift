/// One registration as an assembly made it: enough to build a fresh entry whenever the factory needs one
/// (at creation and at every ``Factory/reset()``).
struct _Recipe: Sendable {
    let key: ObjectIdentifier
    let keyName: String
    let lifecycle: Lifecycle
    let makeEntry: @Sendable () -> _AnyEntry

    init<K: InjectionKey>(_: K.Type, _ lifecycle: Lifecycle, make: (@Sendable (InjectedValues) -> K.Value)?) {
        self.key = ObjectIdentifier(K.self)
        self.keyName = _name(of: K.self)
        self.lifecycle = lifecycle
        self.makeEntry = Self.entryMaker(lifecycle, make)
    }

    /// Generic over the value alone, so that the stored closure captures no (possibly isolated) conformance.
    private static func entryMaker<Value>(
        _ lifecycle: Lifecycle,
        _ make: (@Sendable (InjectedValues) -> Value)?
    ) -> @Sendable () -> _AnyEntry {
        { _Entry<Value>(lifecycle, make) }
    }
}
