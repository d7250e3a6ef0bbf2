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
