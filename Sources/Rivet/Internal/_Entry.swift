public import _RivetShims

/// An entry whatever its value type: what tables, flows and resets handle.
@usableFromInline
protocol _AnyEntry: AnyObject {
    /// The key the entry is registered for (or, in a flow, whose value it holds).
    var key: ObjectIdentifier { get }
    /// The lifecycle it was registered with.
    var lifecycle: Lifecycle { get }
    /// The next value in a flow's list (see `_FlowValues`). Guarded by the flow's stripe lock.
    var next: (any _AnyEntry)? { get set }
}

/// What an entry knows besides its value, in the entry's own allocation.
@usableFromInline
struct _EntryHeader<Value> {
    /// Whether the value is built: `RIVET_CELL_EMPTY`, `RIVET_CELL_READY`, or the building thread's stack
    /// (RivetShims.h, "Creation cells"). Only ever accessed atomically, through `_Entry.withStateCell`.
    @usableFromInline var state: UInt = RIVET_CELL_EMPTY
    @usableFromInline let lifecycle: Lifecycle
    /// Registered with a main-actor closure: every resolution checks the thread, a kept value's too.
    @usableFromInline let isOnMainActor: Bool
    /// A singleton whose ready value any thread may be handed in line (not main-actor only).
    @usableFromInline let isPlainSingleton: Bool
    @usableFromInline let make: (@Sendable (InjectedValues) -> Value)?
    let key: ObjectIdentifier
    var next: (any _AnyEntry)?
    /// A weak singleton's value. Guarded by the creation monitor.
    weak var weakObject: AnyObject?

    @usableFromInline
    init(key: ObjectIdentifier, lifecycle: Lifecycle, make: (@Sendable (InjectedValues) -> Value)?, isOnMainActor: Bool) {
        self.key = key
        self.lifecycle = lifecycle
        self.isOnMainActor = isOnMainActor
        self.isPlainSingleton = lifecycle == .singleton && !isOnMainActor
        self.make = make
    }
}

/// A registration, and the value it builds once when its lifecycle keeps one (a singleton's, or a flow's
/// component, in an entry of the flow's own), in one allocation: the header, then room for one `Value`
/// (tail storage typed as its element, as swift-collections' `_DequeBuffer` has it).
///
/// The value is initialised once, by the thread that claimed the state word, before the word is published
/// as ready with release ordering; it is read only after the word is seen ready with acquire ordering, and
/// never changed or destroyed before the entry is (Documentation/Internals.md).
@usableFromInline
final class _Entry<Value>: ManagedBuffer<_EntryHeader<Value>, Value>, _AnyEntry {
    @usableFromInline
    static func make(
        _ key: ObjectIdentifier,
        _ lifecycle: Lifecycle,
        _ make: (@Sendable (InjectedValues) -> Value)?,
        onMainActor: Bool = false
    ) -> _Entry {
        let header = _EntryHeader(key: key, lifecycle: lifecycle, make: make, isOnMainActor: onMainActor)
        let capacity = lifecycle == .singleton || lifecycle == .flow ? 1 : 0
        return unsafeDowncast(create(minimumCapacity: capacity) { _ in header }, to: _Entry.self)
    }

    deinit {
        if withStateCell({ $0.pointee }) == RIVET_CELL_READY {
            _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: 1) }
        }
    }

    @usableFromInline var key: ObjectIdentifier { withUnsafeMutablePointerToHeader { $0.pointee.key } }

    @inlinable var lifecycle: Lifecycle { withUnsafeMutablePointerToHeader { $0.pointee.lifecycle } }

    @inlinable var isOnMainActor: Bool { withUnsafeMutablePointerToHeader { $0.pointee.isOnMainActor } }

    @inlinable var isPlainSingleton: Bool { withUnsafeMutablePointerToHeader { $0.pointee.isPlainSingleton } }

    @usableFromInline var next: (any _AnyEntry)? {
        get { withUnsafeMutablePointerToHeader { $0.pointee.next } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.next = newValue } }
    }

    /// Calls `body` with the state word's address, valid during the call.
    @inlinable
    func withStateCell<R>(_ body: (UnsafeMutablePointer<UInt>) -> R) -> R {
        withUnsafeMutablePointerToHeader { header in
            let offset = MemoryLayout<_EntryHeader<Value>>.offset(of: \.state).unsafelyUnwrapped
            return body((UnsafeMutableRawPointer(header) + offset).assumingMemoryBound(to: UInt.self))
        }
    }

    /// The value, once it is ready; nil before.
    @inlinable
    var readyValue: Value? {
        guard withStateCell({ rivet_load_acquire($0) }) == RIVET_CELL_READY else { return nil }
        return withUnsafeMutablePointerToElements { $0.pointee }
    }

    /// The value of a cell this thread found ready or saw published. Call only then.
    @inlinable
    var publishedValue: Value {
        withUnsafeMutablePointerToElements { $0.pointee }
    }

    /// Builds a value: the registration's closure if it has one, else the key's own `make`.
    @inlinable
    func build<K: InjectionKey>(_: K.Type, _ values: InjectedValues) -> Value where K.Value == Value {
        if let make = withUnsafeMutablePointerToHeader({ $0.pointee.make }) { return make(values) }
        return values.factory._makeLiveDefault(K.self, values)
    }

    /// Stores the value of a cell this thread claimed, and publishes it.
    @inlinable
    func publish(_ value: Value) {
        withUnsafeMutablePointerToElements { $0.initialize(to: value) }
        withStateCell { rivet_cell_publish($0) }
    }

    /// A weak singleton's value, if someone still holds it.
    @usableFromInline
    var weakValue: Value? {
        rivet_monitor_lock()
        let object = withUnsafeMutablePointerToHeader { $0.pointee.weakObject }
        rivet_monitor_unlock()
        return object.map { $0 as! Value }
    }

    /// Stores a weak singleton's value.
    @usableFromInline
    func setWeakObject(_ object: AnyObject) {
        rivet_monitor_lock()
        withUnsafeMutablePointerToHeader { $0.pointee.weakObject = object }
        rivet_monitor_unlock()
    }
}
