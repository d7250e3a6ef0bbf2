extension Registry {
    /// How many contributions to `key` this registry copied so far, from one object of its contributions to
    /// the next: what a test reads to check that assembling contributions costs each one once.
    package func _copiedContributions<K: InjectionKey>(to key: K.Type) -> Int {
        let entry = _entry(for: ObjectIdentifier(K.self)) as? _Entry<K.Value>
        return entry?.header.contributions?.copiedItems ?? 0
    }
}
