public import _RivetShims

/// A registration inside a factory, whatever its value type: what resetting needs.
@usableFromInline
protocol _AnyEntry: AnyObject {
    /// Releases the flow component this entry holds, if any. Call under the tree lock.
    func releaseFlowValue()

    /// Keeps `replaced` (a +1 reference) alive as long as this entry: an override published in place
    /// of it may still be in use by a reader. Call before publishing this entry.
    func holdReplaced(_ replaced: Unmanaged<AnyObject>)
}

/// What an entry knows, stored in the entry's own allocation.
@usableFromInline
struct _EntryHeader<Value> {
    @usableFromInline let lifecycle: Lifecycle
    @usableFromInline let make: (@Sendable (InjectedValues) -> Value)?
    /// A weak singleton's value. Only touched under the tree lock.
    @usableFromInline weak var weakObject: AnyObject?

    @inlinable
    init(lifecycle: Lifecycle, make: (@Sendable (InjectedValues) -> Value)?) {
        self.lifecycle = lifecycle
        self.make = make
    }
}

/// The typed registration, in one allocation: the header, then for a singleton a ready flag and the value.
/// A `.flow` entry has the same room: a flow keeps the components it registers itself there.
///
/// The tail is counted in 8-byte words: word 0 holds the flag (nil but for a published value), word 1 the
/// entry this one replaced (see `holdReplaced`), and the value starts at the first address after them
/// aligned for the value's type (the tail has room for the padding). Thread safety: the value is
/// initialised once, under the tree lock, before the flag is set with release ordering; it is read only
/// after the flag is seen with acquire ordering.
@usableFromInline
final class _Entry<Value>: ManagedBuffer<_EntryHeader<Value>, UInt64>, _AnyEntry {
    @inlinable
    static func make(_ lifecycle: Lifecycle, _ make: (@Sendable (InjectedValues) -> Value)?) -> _Entry {
        let words = 2 + (lifecycle == .singleton || lifecycle == .flow ? (MemoryLayout<Value>.size + MemoryLayout<Value>.alignment + 7) / 8 : 0)
        let entry = unsafeDowncast(create(minimumCapacity: words) { _ in _EntryHeader(lifecycle: lifecycle, make: make) }, to: _Entry.self)
        entry.withUnsafeMutablePointerToElements { tail in
            _readyCell(tail).initialize(to: nil)
            _replacedCell(tail).initialize(to: nil)
        }
        return entry
    }

    deinit {
        // Touches only the tail (no header type), so that an unspecialized deinit needs no metadata lookup.
        withUnsafeMutablePointerToElements { tail in
            if Self._readyCell(tail).pointee != nil { Self._value(tail).deinitialize(count: 1) }
            if let replaced = Self._replacedCell(tail).pointee { Unmanaged<AnyObject>.fromOpaque(replaced).release() }
        }
    }

    @usableFromInline
    func holdReplaced(_ replaced: Unmanaged<AnyObject>) {
        withUnsafeMutablePointerToElements { Self._replacedCell($0).pointee = replaced.toOpaque() }
    }

    @usableFromInline
    func releaseFlowValue() {
        withUnsafeMutablePointerToElements { tail in
            guard Self._readyCell(tail).pointee != nil else { return }
            Self._readyCell(tail).pointee = nil
            Self._value(tail).deinitialize(count: 1)
        }
    }

    /// The lifecycle, read in line on the hot path.
    @inlinable
    var _lifecycle: Lifecycle {
        withUnsafeMutablePointerToHeader { $0.pointee.lifecycle }
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
        withUnsafeMutablePointerToElements { tail in
            rivet_load_acquire(Self._readyCell(tail)) != nil ? Self._value(tail).pointee : nil
        }
    }

    /// Publishes the singleton (or a flow's own component). Call under the tree lock, once.
    @inlinable
    func publish(_ value: Value) {
        withUnsafeMutablePointerToElements { tail in
            Self._value(tail).initialize(to: value)
            rivet_store_release(Self._readyCell(tail), UnsafeMutableRawPointer(tail))
        }
    }

    /// A weak singleton's value. Call under the tree lock.
    @inlinable
    var weakObject: AnyObject? {
        get { withUnsafeMutablePointerToHeader { $0.pointee.weakObject } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.weakObject = newValue } }
    }

    @inlinable
    static func _readyCell(_ tail: UnsafeMutablePointer<UInt64>) -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        UnsafeMutableRawPointer(tail).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    @inlinable
    static func _replacedCell(_ tail: UnsafeMutablePointer<UInt64>) -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        UnsafeMutableRawPointer(tail + 1).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    @inlinable
    static func _value(_ tail: UnsafeMutablePointer<UInt64>) -> UnsafeMutablePointer<Value> {
        UnsafeMutableRawPointer(tail + 2).alignedUp(toMultipleOf: MemoryLayout<Value>.alignment).assumingMemoryBound(to: Value.self)
    }
}
