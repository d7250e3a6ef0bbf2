/// The `.graph` components one top-level resolution shares: created on demand by the first `.graph`
/// resolution on a thread, released when the outermost frame pops.
///
/// Keyed by the key and the scope that builds the value: a root singleton that reaches a `.graph` key
/// gets the root's value, never the one a flow built earlier in the same resolution. Each value's box holds
/// its scope too, so that no other scope can take the scope's address while the cache lives.
@usableFromInline
final class _GraphCache {
    @usableFromInline
    @frozen
    struct Slot: Hashable {
        @usableFromInline let key: ObjectIdentifier
        @usableFromInline let scope: ObjectIdentifier

        @inlinable init(key: ObjectIdentifier, scope: ObjectIdentifier) {
            self.key = key
            self.scope = scope
        }
    }

    @usableFromInline var values: [Slot: AnyObject] = [:]

    init() {}

    /// The cache of the resolution running on `stack`'s thread.
    static func current(_ stack: UnsafeMutablePointer<_ResolutionStack>) -> _GraphCache {
        if let cache = stack.pointee.graph { return cache }
        let cache = _GraphCache()
        stack.pointee.graph = cache
        return cache
    }
}

/// A graph's component, held by reference with the scope that built it.
@usableFromInline
final class _Box<Value> {
    @usableFromInline let value: Value
    @usableFromInline let scope: Factory
    @usableFromInline init(_ value: Value, scope: Factory) {
        self.value = value
        self.scope = scope
    }
}

extension Factory {
    /// Returns the value shared by one top-level resolution in this scope, building it on first use.
    func _resolveGraphScoped<K: InjectionKey>(_: K.Type, _ entry: _Entry<K.Value>) -> K.Value {
        let key = ObjectIdentifier(K.self)
        let stack = _pushFrame(key, .graph)
        defer { _popFrame(stack) }
        return _graphValue(K.self, entry, stack)
    }

    /// The value `entry` builds in this scope, shared by the resolution running on `stack`.
    func _graphValue<K: InjectionKey>(_: K.Type, _ entry: _Entry<K.Value>, _ stack: UnsafeMutablePointer<_ResolutionStack>) -> K.Value {
        let cache = _GraphCache.current(stack)
        let slot = _GraphCache.Slot(key: ObjectIdentifier(K.self), scope: ObjectIdentifier(self))
        if let box = cache.values[slot] { return unsafeDowncast(box, to: _Box<K.Value>.self).value }
        _noteOutcome(.built, stack)
        let value = entry.build(K.self, InjectedValues(self))
        cache.values[slot] = _Box(value, scope: self)
        return value
    }
}
