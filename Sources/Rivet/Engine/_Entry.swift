import _RivetShims

/// An entry whatever its value type: what tables, flows and resets handle.
protocol _AnyEntry: AnyObject {
    /// The key the entry is registered for (or, in a flow, whose value it holds).
    var key: ObjectIdentifier { get }
    /// The lifecycle it was registered with.
    var lifecycle: Lifecycle { get }
    /// The next value in a flow's list (see `_FlowValues`). Guarded by the flow's stripe lock.
    var next: (any _AnyEntry)? { get set }
    /// Registered with an async make (``Registry/registerAsync(_:_:make:)``).
    var isAsync: Bool { get }
    /// A parameterized key's registration (`_ArgumentFamily`).
    var isArgumentFamily: Bool { get }
    /// Registered without a closure: the key's own `make` builds the value (its live default).
    var usesKeyMake: Bool { get }
    /// Builds this async registration's value where it lives: in `owner` for a singleton, in `flow` (the
    /// flow warming up) for a flow component. Does nothing once it is built.
    func warm(registeredIn owner: Factory, flow: Factory) async throws
    /// A new entry for the same registration (its closures, hooks and contributions) with nothing built:
    /// no value, weak value or async flight, and for a parameterized key a family with a cache of its own.
    /// What a registry's table holds when another registry or a factory may hold the same entries.
    func unbuilt() -> AnyObject
}

/// What every entry knows whatever its value type, at the start of its header: code that does not know the
/// value type (one copy for all keys) reaches it with `_EntryCommon.of(_:)`.
struct _EntryCommon {
    /// Whether the value is built: `_CreationCell.empty`, `_CreationCell.ready`, or the building thread's
    /// `_ResolutionStack` (Engine/CreationCell.swift). Only ever accessed atomically, through `stateCell` (Internals.md, M1).
    var state: UInt = _CreationCell.empty
    let lifecycle: Lifecycle
    /// Registered with a main-actor closure: every resolution checks the thread, a kept value's too.
    let isOnMainActor: Bool
    /// How a resolution that finds this entry in its factory's assembled table goes on: `readsInLine` (a plain
    /// singleton: its ready value is handed over in line, to any thread), `outOfLine` (every other lifecycle), or
    /// `overridden` once an override replaced this registration: the factory's own table holds the one in force,
    /// under its lock. Only ever accessed atomically, through `routeCell` (Internals.md, M13).
    var route: UInt
    /// Built by an async make: a sync resolution only reads the value, which a warm-up or an await built.
    let isAsync: Bool
    /// A parameterized key's registration (`_ArgumentFamily`), which only `factory[key, argument]` reads.
    let isArgumentFamily: Bool
    /// Registered without a closure: the key's own `make` builds the value (what strict tests report).
    let usesKeyMake: Bool
    let key: ObjectIdentifier
    /// A collection key's contributions in this registry (`_Contributions`), in the common part so that a
    /// collection's resolution reads them without knowing the entry's value type. Replaced only by a registry that
    /// holds the entry alone, never once a factory holds it (`Registry._ownContributions`).
    var contributions: _ContributionList?
    /// Where the value is, from the start of the header. Set before the entry is shared.
    var valueOffset = 0
    var next: (any _AnyEntry)?
    /// A weak singleton's value. Guarded by the creation monitor (Internals.md, M8).
    weak var weakObject: AnyObject?
    /// The async build of this value in progress, which other tasks join. Guarded by the creation monitor (M8).
    var flight: _AsyncFlight?

    /// The common part of `entry`'s header: the header is a `ManagedBuffer`'s one stored property, and this
    /// its first (swift-atomics' `ManagedAtomic` reaches its one stored property the same way;
    /// `_Entry.make` checks both places). Valid while the entry lives.
    static func of(_ entry: AnyObject) -> UnsafeMutablePointer<_EntryCommon> {
        _getUnsafePointerToStoredProperties(entry).assumingMemoryBound(to: _EntryCommon.self)
    }

    /// The state word's address, in an entry's header.
    static func stateCell(_ common: UnsafeMutablePointer<_EntryCommon>) -> UnsafeMutablePointer<UInt> {
        let offset = MemoryLayout<_EntryCommon>.offset(of: \.state).unsafelyUnwrapped
        return (UnsafeMutableRawPointer(common) + offset).assumingMemoryBound(to: UInt.self)
    }

    static let outOfLine: UInt = 0
    static let readsInLine: UInt = 1
    static let overridden: UInt = 2

    /// The route word's address, in an entry's header.
    static func routeCell(_ common: UnsafeMutablePointer<_EntryCommon>) -> UnsafeMutablePointer<UInt> {
        let offset = MemoryLayout<_EntryCommon>.offset(of: \.route).unsafelyUnwrapped
        return (UnsafeMutableRawPointer(common) + offset).assumingMemoryBound(to: UInt.self)
    }

    /// The address of the entry's value if it is a plain singleton, ready and not overridden, else nil.
    static func readySingletonValue(_ common: UnsafeMutablePointer<_EntryCommon>) -> UnsafeRawPointer? {
        guard rivet_load_acquire(routeCell(common)) == readsInLine, rivet_load_acquire(stateCell(common)) == _CreationCell.ready else {
            return nil
        }
        return UnsafeRawPointer(common) + common.pointee.valueOffset
    }

    /// Whether an override replaced `entry`'s registration in the factory whose assembled table holds it.
    static func isOverridden(_ entry: AnyObject) -> Bool {
        rivet_load_acquire(routeCell(of(entry))) == overridden
    }

    /// Sends every resolution that finds `entry` (in its factory's assembled table) to the factory's own table.
    /// Call under the factory's lock, after storing that table.
    static func markOverridden(_ entry: AnyObject) {
        rivet_store_release(routeCell(of(entry)), overridden)
    }
}

/// An entry's header: the common part first, then the registration's closures, typed by the value.
struct _EntryHeader<Value> {
    var common: _EntryCommon
    let make: (@Sendable (InjectedValues) -> Value)?
    /// An async registration's make, its value wrapped to be received from another task.
    let asyncMake: (@Sendable (AsyncInjectedValues) async throws -> _UncheckedSendable<Value>)?
    /// What runs on each new value before anyone receives it (``Registry/decorate(_:with:)``,
    /// ``Registry/onCreate(_:perform:)``); nil for most registrations.
    let hooks: _Hooks<Void, Value>?
}

/// A registration, and the value it builds once when its lifecycle keeps one (a singleton's, or a flow's
/// component, in an entry of the flow's own), in one allocation: the header, then room for one `Value`
/// (tail storage typed as its element, as swift-collections' `_DequeBuffer` has it).
///
/// The value is initialised once, by the thread that claimed the state word, before the word is published
/// as ready with release ordering; it is read only after the word is seen ready with acquire ordering, and
/// never changed or destroyed before the entry is (Documentation/Internals.md).
final class _Entry<Value>: ManagedBuffer<_EntryHeader<Value>, Value>, _AnyEntry {
    static func make(
        _ key: ObjectIdentifier,
        _ lifecycle: Lifecycle,
        _ make: (@Sendable (InjectedValues) -> Value)?,
        onMainActor: Bool = false,
        asyncMake: (@Sendable (AsyncInjectedValues) async throws -> _UncheckedSendable<Value>)? = nil,
        hooks: _Hooks<Void, Value>? = nil,
        contributions: _ContributionList? = nil,
        argumentFamily: Bool = false,
        usesKeyMake: Bool? = nil
    ) -> _Entry {
        let capacity = lifecycle == .singleton || lifecycle == .flow ? 1 : 0
        // The header is made inside the closure, so that it is moved into the buffer: made before, it was copied in
        // and then destroyed, through its generic value witnesses, weak reference and all (S10, S7).
        let entry = unsafeDowncast(create(minimumCapacity: capacity) { _ in
            _EntryHeader(
                common: _EntryCommon(
                    lifecycle: lifecycle,
                    isOnMainActor: onMainActor,
                    route: lifecycle == .singleton && !onMainActor && !argumentFamily ? _EntryCommon.readsInLine : _EntryCommon.outOfLine,
                    isAsync: asyncMake != nil,
                    isArgumentFamily: argumentFamily,
                    usesKeyMake: usesKeyMake ?? (make == nil && asyncMake == nil && !argumentFamily),
                    key: key,
                    contributions: contributions
                ),
                make: make, asyncMake: asyncMake, hooks: hooks
            )
        }, to: _Entry.self)
        entry.withUnsafeMutablePointers { header, value in
            assert(MemoryLayout<_EntryHeader<Value>>.offset(of: \.common) == 0)
            assert(UnsafeMutableRawPointer(header) == UnsafeMutableRawPointer(_EntryCommon.of(entry)))
            header.pointee.common.valueOffset = UnsafeRawPointer(value) - UnsafeRawPointer(header)
        }
        return entry
    }

    /// A new entry of this one's class for a flow's value of the same key, with nothing registered: `type(of: self)`
    /// is this class, read from the object, where naming `_Entry<Value>` makes unspecialized code look it up (S10).
    func emptyFlowCell() -> _Entry {
        type(of: self).make(key, .flow, nil)
    }

    /// An entry whose value is already there: a parameterized key's registration, or a flow's cache of its
    /// values. Ready before anyone else can see it.
    static func makePublished(_ key: ObjectIdentifier, _ lifecycle: Lifecycle, value: Value, argumentFamily: Bool) -> _Entry {
        let entry = make(key, lifecycle, nil, argumentFamily: argumentFamily)
        entry.withUnsafeMutablePointerToElements { $0.initialize(to: value) }
        entry.withStateCell { $0.pointee = _CreationCell.ready }
        return entry
    }

    deinit {
        if withCommon({ _EntryCommon.stateCell($0).pointee }) == _CreationCell.ready {
            _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: 1) }
        }
    }

    /// Calls `body` with the common part of the header (its first stored property), valid during the call.
    @inline(__always)
    func withCommon<R>(_ body: (UnsafeMutablePointer<_EntryCommon>) -> R) -> R {
        withUnsafeMutablePointerToHeader { header in
            body(UnsafeMutableRawPointer(header).assumingMemoryBound(to: _EntryCommon.self))
        }
    }

    var key: ObjectIdentifier { withCommon { $0.pointee.key } }

    // In line: a resolution reads these three for every registered key (`Factory._build`).
    var lifecycle: Lifecycle {
        @inline(__always) get { withCommon { $0.pointee.lifecycle } }
    }

    var isOnMainActor: Bool {
        @inline(__always) get { withCommon { $0.pointee.isOnMainActor } }
    }

    var isAsync: Bool {
        @inline(__always) get { withCommon { $0.pointee.isAsync } }
    }

    var isArgumentFamily: Bool { withCommon { $0.pointee.isArgumentFamily } }

    var usesKeyMake: Bool { withCommon { $0.pointee.usesKeyMake } }

    /// The async build in progress, if any. Read and written under the creation monitor only.
    var flight: _AsyncFlight? {
        get { withCommon { $0.pointee.flight } }
        set { withCommon { $0.pointee.flight = newValue } }
    }

    /// An async registration's make. Call only on an entry that `isAsync`.
    var asyncMake: @Sendable (AsyncInjectedValues) async throws -> _UncheckedSendable<Value> {
        withUnsafeMutablePointerToHeader { $0.pointee.asyncMake.unsafelyUnwrapped }
    }

    var next: (any _AnyEntry)? {
        get { withCommon { $0.pointee.next } }
        set { withCommon { $0.pointee.next = newValue } }
    }

    /// Calls `body` with the state word's address, valid during the call.
    func withStateCell<R>(_ body: (UnsafeMutablePointer<UInt>) -> R) -> R {
        withCommon { body(_EntryCommon.stateCell($0)) }
    }

    /// Whether the value is ready (acquire): then `publishedValue` may be read. A `Bool`, not the value as an
    /// optional: unspecialized code would look `Optional<Value>` up in the runtime for that (S7, S10).
    var isReady: Bool {
        withStateCell { rivet_load_acquire($0) } == _CreationCell.ready
    }

    /// The value of a cell this thread found ready or saw published. Call only then. Read at the offset the entry
    /// recorded, which needs no generic layout of the header.
    var publishedValue: Value {
        withCommon { (UnsafeRawPointer($0) + $0.pointee.valueOffset).assumingMemoryBound(to: Value.self).pointee }
    }

    /// Builds a value: the registration's closure if it has one, else the key's own `make`; then its hooks.
    @inline(__always)
    func build<K: InjectionKey>(_: K.Type, _ values: InjectedValues) -> Value where K.Value == Value {
        let (make, hooks) = withUnsafeMutablePointerToHeader { ($0.pointee.make, $0.pointee.hooks) }
        // Without hooks, the make writes the value where the caller wants it: no copy through the value's witnesses
        // (and no `Optional<Value>`, whose metadata unspecialized code would look up).
        guard let hooks else {
            if let make { return make(values) }
            return K.make(values)
        }
        let value = if let make { make(values) } else { K.make(values) }
        return hooks.apply(to: value, (), values)
    }

    /// `value` after the registration's hooks ran on it: the value every caller receives.
    @inline(__always)
    func hooked(_ value: Value, _ values: InjectedValues) -> Value {
        guard let hooks = withUnsafeMutablePointerToHeader({ $0.pointee.hooks }) else { return value }
        return hooks.apply(to: value, (), values)
    }

    /// A new registration like this one, with `hooks` in place of its own.
    func withHooks(_ hooks: _Hooks<Void, Value>) -> _Entry {
        remade(hooks: hooks)
    }

    func unbuilt() -> AnyObject {
        if isArgumentFamily { return (publishedValue as! any _AnyArgumentFamily).unbuiltEntry(for: key) }
        return remade(hooks: header.hooks)
    }

    /// A new, empty entry with this one's registration and `hooks`.
    private func remade(hooks: _Hooks<Void, Value>?) -> _Entry {
        let header = header
        return .make(
            key, lifecycle, header.make, onMainActor: isOnMainActor, asyncMake: header.asyncMake,
            hooks: hooks, contributions: contributions, usesKeyMake: usesKeyMake
        )
    }

    /// The contributions this entry holds, if nothing else holds them (no copy of this entry shares them).
    func contributionsHeldAlone() -> _ContributionList? {
        withCommon { common in
            guard common.pointee.contributions != nil, isKnownUniquelyReferenced(&common.pointee.contributions!) else { return nil }
            return common.pointee.contributions
        }
    }

    /// A collection key's contributions in this registry, if it has some.
    var contributions: _ContributionList? { withCommon { $0.pointee.contributions } }

    /// Stores the value of a cell this thread claimed, and publishes it.
    func publish(_ value: Value) {
        withUnsafeMutablePointerToElements { $0.initialize(to: value) }
        withStateCell { _CreationCell.publish($0) }
    }

    /// A weak singleton's value (an object of the value's type), if someone still holds it.
    var weakObject: AnyObject? {
        rivet_monitor_lock()
        defer { rivet_monitor_unlock() }
        return withCommon { $0.pointee.weakObject }
    }

    /// Stores a weak singleton's value.
    func setWeakObject(_ object: AnyObject) {
        rivet_monitor_lock()
        withCommon { $0.pointee.weakObject = object }
        rivet_monitor_unlock()
    }
}
