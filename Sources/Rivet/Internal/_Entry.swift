public import _RivetShims

/// A registration inside a factory: its lifecycle, how to build the value, and the singleton it holds.
@usableFromInline
class _AnyEntry: @unchecked Sendable {
    @usableFromInline let lifecycle: Lifecycle

    init(lifecycle: Lifecycle) {
        self.lifecycle = lifecycle
    }
}

/// The typed registration. Thread safety: `_instance` is written once, under the tree lock, before
/// `_ready` is published with release ordering; it is read only after `_ready` is seen with acquire
/// ordering. `_weakObject` is only touched under the tree lock.
@usableFromInline
final class _Entry<Value>: _AnyEntry, @unchecked Sendable {
    @usableFromInline let make: (@Sendable (InjectedValues) -> Value)?
    @usableFromInline let _ready: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    @usableFromInline @exclusivity(unchecked) var _instance: Value?
    weak var _weakObject: AnyObject?

    init(_ lifecycle: Lifecycle, _ make: (@Sendable (InjectedValues) -> Value)?) {
        self.make = make
        self._ready = .allocate(capacity: 1)
        self._ready.initialize(to: nil)
        super.init(lifecycle: lifecycle)
    }

    deinit {
        _ready.deallocate()
    }

    /// Builds a value: the registration's closure if it has one, else the key's own `make`.
    @inlinable
    func build<K: InjectionKey>(_: K.Type, _ values: InjectedValues) -> Value where K.Value == Value {
        if let make { return make(values) }
        return values.factory._makeLiveDefault(K.self, values)
    }

    /// The singleton, once it has been published.
    @inlinable
    var readyValue: Value? {
        rivet_load_acquire(_ready) != nil ? _instance : nil
    }

    /// Publishes the singleton. Call under the tree lock, once.
    func publish(_ value: Value) {
        _instance = value
        rivet_store_release(_ready, UnsafeMutableRawPointer(_ready))
    }
}
