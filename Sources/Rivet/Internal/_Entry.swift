public import _RivetShims

/// A registration inside a factory, whatever its value type: what resetting and overriding need.
@usableFromInline
protocol _AnyEntry: AnyObject {
    var lifecycle: Lifecycle { get }
    /// A new entry with the same lifecycle and make, holding no value yet: what `reset()` starts from.
    func fresh() -> any _AnyEntry
}

/// What an entry knows, stored in the entry's own allocation.
@usableFromInline
struct _EntryHeader<Value> {
    @usableFromInline let lifecycle: Lifecycle
    @usableFromInline let make: (@Sendable (InjectedValues) -> Value)?
    /// Set (non-nil), with release ordering, once the singleton in the element storage is initialised.
    @usableFromInline var ready: UnsafeMutableRawPointer?
    /// A weak singleton's value. Only touched under the tree lock.
    @usableFromInline weak var weakObject: AnyObject?
}

/// The typed registration, in one allocation: the header, then room for one singleton value.
///
/// Thread safety: the singleton is initialised once, under the tree lock, before `ready` is set with
/// release ordering; it is read only after `ready` is seen with acquire ordering.
@usableFromInline
final class _Entry<Value>: ManagedBuffer<_EntryHeader<Value>, Value>, _AnyEntry {
    @usableFromInline
    static func make(_ lifecycle: Lifecycle, _ make: (@Sendable (InjectedValues) -> Value)?) -> _Entry {
        let header = _EntryHeader(lifecycle: lifecycle, make: make, ready: nil, weakObject: nil)
        let capacity = lifecycle == .singleton ? 1 : 0
        return unsafeDowncast(create(minimumCapacity: capacity) { _ in header }, to: _Entry.self)
    }

    deinit {
        withUnsafeMutablePointers { header, value in
            if header.pointee.ready != nil { value.deinitialize(count: 1) }
        }
    }

    @usableFromInline
    var lifecycle: Lifecycle { _lifecycle }

    /// The lifecycle, read in line on the hot path.
    @inlinable
    var _lifecycle: Lifecycle {
        withUnsafeMutablePointerToHeader { $0.pointee.lifecycle }
    }

    @usableFromInline
    func fresh() -> any _AnyEntry {
        withUnsafeMutablePointerToHeader { Self.make($0.pointee.lifecycle, $0.pointee.make) }
    }

    /// Builds a value: the registration's closure if it has one, else the key's own `make`.
    @inlinable
    func build<K: InjectionKey>(_: K.Type, _ values: InjectedValues) -> Value where K.Value == Value {
        if let make = withUnsafeMutablePointerToHeader({ $0.pointee.make }) { return make(values) }
        return values.factory._makeLiveDefault(K.self, values)
    }

    /// The singleton, once it has been published. Call on singleton entries only.
    @inlinable
    var readyValue: Value? {
        withUnsafeMutablePointers { header, value in
            rivet_load_acquire(Self._readyCell(header)) != nil ? value.pointee : nil
        }
    }

    /// Publishes the singleton. Call under the tree lock, once.
    @inlinable
    func publish(_ value: Value) {
        withUnsafeMutablePointers { header, storage in
            storage.initialize(to: value)
            rivet_store_release(Self._readyCell(header), UnsafeMutableRawPointer(storage))
        }
    }

    /// A weak singleton's value. Call under the tree lock.
    @inlinable
    var weakObject: AnyObject? {
        get { withUnsafeMutablePointerToHeader { $0.pointee.weakObject } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.weakObject = newValue } }
    }

    /// The address of the header's `ready` word, for the atomic operations.
    @inlinable
    static func _readyCell(_ header: UnsafeMutablePointer<_EntryHeader<Value>>) -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        UnsafeMutableRawPointer(header)
            .advanced(by: MemoryLayout<_EntryHeader<Value>>.offset(of: \.ready)!)
            .assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }
}
