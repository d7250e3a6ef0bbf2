public import _RivetShims

// The hot path. A resolution looks the key up in this scope's table and then its parents' (a multiply
// and a compare each), then acts on the lifecycle. Ready singletons are read without a lock; everything
// that runs user code pushes a frame on the thread's resolution stack, which finds cycles and names the
// chain in messages.

extension Factory {
    /// The registration table in force.
    @inlinable
    var _registrations: _KeyTable {
        Unmanaged<_KeyTable>.fromOpaque(rivet_load_acquire(_table).unsafelyUnwrapped).takeUnretainedValue()
    }

    /// The entry registered for `key` in this scope, unretained: tables replaced by overrides are kept
    /// until the factory goes, so the entry lives at least as long as the factory.
    @inlinable @inline(__always)
    func _entry(for key: ObjectIdentifier) -> Unmanaged<AnyObject>? {
        Unmanaged<_KeyTable>.fromOpaque(rivet_load_acquire(_table).unsafelyUnwrapped)
            ._withUnsafeGuaranteedRef { $0.entry(for: key) }
    }

    @inlinable
    func _resolve<K: InjectionKey>(_: K.Type) -> K.Value {
        let key = ObjectIdentifier(K.self)
        if let entry = _entry(for: key) {
            return entry._withUnsafeGuaranteedRef {
                _resolve(K.self, unsafeDowncast($0, to: _Entry<K.Value>.self), registeredIn: self)
            }
        }
        if _parent != nil { return _resolveRegisteredAbove(K.self) }
        return _withFrame(key, .transient) { _makeLiveDefault(K.self, InjectedValues(self)) }
    }

    /// Builds a value with the key's own `make`, telling a strict test's observer first.
    @inlinable @inline(__always)
    func _makeLiveDefault<K: InjectionKey>(_: K.Type, _ values: InjectedValues) -> K.Value {
        if _observesLiveDefaults { _reportLiveDefault(ObjectIdentifier(K.self)) }
        return K.make(values)
    }

    @usableFromInline
    func _reportLiveDefault(_ key: ObjectIdentifier) {
        _liveDefaultObserver?(_name(of: key))
    }

    /// Resolves a key this flow did not register: through the nearest parent that did, else the key's make.
    /// Specialized for each key (as the rest of the path is), but out of line: most resolutions are in a root.
    @inlinable @inline(never)
    func _resolveRegisteredAbove<K: InjectionKey>(_: K.Type) -> K.Value {
        let key = ObjectIdentifier(K.self)
        var scope = _parent
        while let owner = scope {
            if let entry = owner._entry(for: key) {
                return _resolve(K.self, unsafeDowncast(entry.takeUnretainedValue(), to: _Entry<K.Value>.self), registeredIn: owner)
            }
            scope = owner._parent
        }
        return _withFrame(key, .transient) { _makeLiveDefault(K.self, InjectedValues(self)) }
    }

    /// Returns a ready singleton in line; everything else (which runs user code anyway) out of line.
    @inlinable @inline(__always)
    func _resolve<K: InjectionKey>(_: K.Type, _ entry: _Entry<K.Value>, registeredIn owner: Factory) -> K.Value {
        if entry._lifecycle == .singleton, let value = entry.readyValue { return value }
        return _build(K.self, entry, registeredIn: owner)
    }

    /// Builds (or finds) the value as the entry's lifecycle says.
    @inlinable @inline(never)
    func _build<K: InjectionKey>(_: K.Type, _ entry: _Entry<K.Value>, registeredIn owner: Factory) -> K.Value {
        switch entry._lifecycle {
        case .transient: _withFrame(ObjectIdentifier(K.self), .transient) { entry.build(K.self, InjectedValues(self)) }
        case .singleton: owner._createSingleton(K.self, entry)
        case .flow: _resolveFlowScoped(K.self, entry, registeredIn: owner)
        case .weakSingleton: owner._resolveWeakSingleton(K.self, entry)
        case .graph: _resolveGraphScoped(K.self, entry)
        }
    }

    /// Runs `body` (which runs user code) inside a frame of the resolution stack.
    @inlinable
    func _withFrame<V>(_ key: ObjectIdentifier, _ lifecycle: Lifecycle, locked: Bool = false, _ body: () -> V) -> V {
        let flags = UInt(lifecycle._frameCode) | (locked ? UInt(RIVET_FRAME_LOCKED) : 0)
        let depth = rivet_push_frame(
            UnsafeRawPointer(bitPattern: Int(bitPattern: key)).unsafelyUnwrapped,
            Unmanaged.passUnretained(self).toOpaque(),
            flags
        )
        if depth <= 0 { _failPush(depth, key) }
        let value = body()
        if let graph = rivet_pop_frame() { Unmanaged<AnyObject>.fromOpaque(graph).release() }
        return value
    }

    /// Builds and publishes a singleton, exactly once, under the tree lock.
    @inlinable
    func _createSingleton<K: InjectionKey>(_: K.Type, _ entry: _Entry<K.Value>) -> K.Value {
        _withFrame(ObjectIdentifier(K.self), .singleton, locked: true) {
            _lockTree()
            defer { _unlockTree() }
            if let value = entry.readyValue { return value }
            let value = entry.build(K.self, InjectedValues(self))
            entry.publish(value)
            return value
        }
    }

    /// Returns the value shared while anyone holds it, building a new one when none is held.
    @inlinable
    func _resolveWeakSingleton<K: InjectionKey>(_: K.Type, _ entry: _Entry<K.Value>) -> K.Value {
        _withFrame(ObjectIdentifier(K.self), .weakSingleton, locked: true) {
            _lockTree()
            defer { _unlockTree() }
            if let object = entry.weakObject, let value = object as? K.Value { return value }
            let value = entry.build(K.self, InjectedValues(self))
            guard type(of: value as Any) is AnyClass else { _failNotAnObject(K.self) }
            entry.weakObject = value as AnyObject
            return value
        }
    }

    /// Returns the innermost flow's value, building it there on first use: in the entry if that flow
    /// registered the key itself, else in a box on the flow.
    @inlinable
    func _resolveFlowScoped<K: InjectionKey>(_: K.Type, _ entry: _Entry<K.Value>, registeredIn owner: Factory) -> K.Value {
        let key = ObjectIdentifier(K.self)
        var scope = self
        while !scope._isFlow {
            guard let parent = scope._parent else { _failFlowNotRunning(K.self) }
            scope = parent
        }
        let flow = scope
        return flow._withFrame(key, .flow, locked: true) {
            flow._lockTree()
            defer { flow._unlockTree() }
            if flow === owner {
                if let value = entry.readyValue { return value }
                let value = entry.build(K.self, InjectedValues(flow))
                entry.publish(value)
                return value
            }
            if let box = flow._flowValues.value(for: key) { return unsafeDowncast(box, to: _TypedFlowBox<K.Value>.self).value }
            let value = entry.build(K.self, InjectedValues(flow))
            flow._flowValues.insert(_TypedFlowBox(key: key, value: value))
            return value
        }
    }

    /// Returns the value shared by one top-level resolution, building it on first use.
    @inlinable
    func _resolveGraphScoped<K: InjectionKey>(_: K.Type, _ entry: _Entry<K.Value>) -> K.Value {
        let key = ObjectIdentifier(K.self)
        return _withFrame(key, .graph) {
            let cache = _GraphCache.current
            if let box = cache.values[key] { return unsafeDowncast(box, to: _Box<K.Value>.self).value }
            let value = entry.build(K.self, InjectedValues(self))
            cache.values[key] = _Box(value)
            return value
        }
    }
}

extension Lifecycle {
    /// The lifecycle's code in a resolution frame's flags.
    @inlinable
    var _frameCode: UInt8 {
        switch self {
        case .transient: 0
        case .singleton: 1
        case .flow: 2
        case .weakSingleton: 3
        case .graph: 4
        }
    }

    init(_frameCode code: UInt8) {
        self = Lifecycle.allCases.first { $0._frameCode == code } ?? .transient
    }
}

/// A value held by reference: a graph's component.
@usableFromInline
final class _Box<Value> {
    @usableFromInline let value: Value
    @usableFromInline init(_ value: Value) { self.value = value }
}

/// The components one top-level resolution shares: created on demand, released when it ends.
@usableFromInline
final class _GraphCache {
    @usableFromInline var values: [ObjectIdentifier: AnyObject] = [:]

    init() {}

    /// The cache of the resolution running on this thread.
    @usableFromInline
    static var current: _GraphCache {
        let stack = rivet_stack_get()
        if let cache = stack.pointee.graph { return Unmanaged<_GraphCache>.fromOpaque(cache).takeUnretainedValue() }
        let cache = _GraphCache()
        stack.pointee.graph = Unmanaged.passRetained(cache).toOpaque()
        return cache
    }
}
