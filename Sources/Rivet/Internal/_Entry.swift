public import _RivetShims

/// A registration inside a factory: its lifecycle, how to build the value, and the singleton it holds.
@usableFromInline
class _AnyEntry: @unchecked Sendable {
    @usableFromInline let lifecycle: Lifecycle

    @usableFromInline
    init(lifecycle: Lifecycle) {
        self.lifecycle = lifecycle
    }

    /// A new entry with the same lifecycle and make, holding no value yet: what `reset()` starts from.
    func fresh() -> _AnyEntry {
        fatalError("Rivet: _AnyEntry is abstract")
    }
}

/// The typed registration.
///
/// A singleton lives in `_singleton`, one block allocated with the entry: a flag word, then the value.
/// The value is initialised once, under the tree lock, before the flag is set with release ordering;
/// it is read only after the flag is seen with acquire ordering. `_weakObject` is only touched under the
/// tree lock.
@usableFromInline
final class _Entry<Value>: _AnyEntry, @unchecked Sendable {
    @usableFromInline let make: (@Sendable (InjectedValues) -> Value)?
    @usableFromInline let _singleton: UnsafeMutableRawPointer?
    @usableFromInline weak var _weakObject: AnyObject?

    /// Where the value starts in the singleton block: after the flag, at any alignment up to 16 (what
    /// malloc guarantees on 64-bit platforms, so no aligned allocation is needed).
    @usableFromInline static var _valueOffset: Int { 16 }

    @usableFromInline
    init(_ lifecycle: Lifecycle, _ make: (@Sendable (InjectedValues) -> Value)?) {
        self.make = make
        if lifecycle == .singleton {
            let block = UnsafeMutableRawPointer.allocate(
                byteCount: Self._valueOffset + MemoryLayout<Value>.size,
                alignment: max(MemoryLayout<UnsafeMutableRawPointer?>.alignment, MemoryLayout<Value>.alignment)
            )
            block.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
            _singleton = block
        } else {
            _singleton = nil
        }
        super.init(lifecycle: lifecycle)
    }

    deinit {
        guard let block = _singleton else { return }
        if block.load(as: UnsafeMutableRawPointer?.self) != nil {
            (block + Self._valueOffset).assumingMemoryBound(to: Value.self).deinitialize(count: 1)
        }
        block.deallocate()
    }

    override func fresh() -> _AnyEntry {
        _Entry(lifecycle, make)
    }

    /// Builds a value: the registration's closure if it has one, else the key's own `make`.
    @inlinable
    func build<K: InjectionKey>(_: K.Type, _ values: InjectedValues) -> Value where K.Value == Value {
        if let make { return make(values) }
        return values.factory._makeLiveDefault(K.self, values)
    }

    /// The singleton, once it has been published. Call on singleton entries only.
    @inlinable
    var readyValue: Value? {
        let block = _singleton.unsafelyUnwrapped
        guard rivet_load_acquire(block.assumingMemoryBound(to: UnsafeMutableRawPointer?.self)) != nil else { return nil }
        return (block + Self._valueOffset).assumingMemoryBound(to: Value.self).pointee
    }

    /// Publishes the singleton. Call under the tree lock, once.
    @inlinable
    func publish(_ value: Value) {
        let block = _singleton.unsafelyUnwrapped
        (block + Self._valueOffset).initializeMemory(as: Value.self, to: value)
        rivet_store_release(block.assumingMemoryBound(to: UnsafeMutableRawPointer?.self), block)
    }
}
