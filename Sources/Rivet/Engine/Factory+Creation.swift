import _RivetShims

// Values built once: a singleton in the entry that registers it, a flow's component in an entry of the
// flow's own. The thread that claims the entry's state word builds the value, with no lock held, and
// publishes it; a thread that finds it being built waits for that one build, and only for it. Waiting
// that would close a cycle of threads is the dependency cycle it is (Engine/CreationCell.swift).

extension Factory {
    /// Returns the singleton, building it in this factory (which registered it) on first use.
    func _resolveSingleton<K: InjectionKey>(_: K.Type, _ entry: _Entry<K.Value>) -> K.Value {
        let stack = _pushFrame(ObjectIdentifier(K.self), .singleton)
        let value = _buildOnce(entry, stack) { entry.build(K.self, InjectedValues(self)) }
        _popFrame(stack)
        return value
    }

    /// Returns the innermost flow's value, building it there on first use.
    func _resolveFlowScoped<K: InjectionKey>(_: K.Type, _ registration: _Entry<K.Value>) -> K.Value {
        let key = ObjectIdentifier(K.self)
        let flow = _innermostFlow(for: K.self)
        let entry = flow._flowEntry(for: key) { registration.emptyFlowCell() }
        let stack = flow._pushFrame(key, .flow)
        let value = _buildOnce(unsafeDowncast(entry, to: _Entry<K.Value>.self), stack) {
            registration.build(K.self, InjectedValues(flow))
        }
        _popFrame(stack)
        return value
    }

    /// Returns the value shared while anyone holds it, building a new one when none is held.
    func _resolveWeakSingleton<K: InjectionKey>(_: K.Type, _ entry: _Entry<K.Value>) -> K.Value {
        let stack = _pushFrame(ObjectIdentifier(K.self), .weakSingleton)
        defer { _popFrame(stack) }
        while true {
            if let object = entry.weakObject { return object as! K.Value }
            guard entry.withStateCell({ _claim($0, stack) }) else { continue }
            // Another thread may have stored one between the look and the claim (the claim waited for its build).
            if let object = entry.weakObject {
                entry.withStateCell { _CreationCell.release($0) }
                _noteOutcome(.waited, stack)
                return object as! K.Value
            }
            _noteOutcome(.built, stack)
            let value = entry.build(K.self, InjectedValues(self))
            guard type(of: value as Any) is AnyClass else { _failNotAnObject(K.self) }
            entry.setWeakObject(value as AnyObject)
            entry.withStateCell { _CreationCell.release($0) }
            return value
        }
    }

    /// This flow's entry for `key`, made with `make` if it has none yet. Retained: a reset may drop it
    /// from the flow while the caller builds or reads it.
    func _flowEntry(for key: ObjectIdentifier, orMake make: () -> any _AnyEntry) -> any _AnyEntry {
        _StripedLock.lock(_lockIdentity)
        defer { _StripedLock.unlock(_lockIdentity) }
        if let entry = _flowValues.entry(for: key) { return entry }
        let entry = make()
        _flowValues.insert(entry)
        return entry
    }
}

/// Returns `entry`'s value: the one published, or the one this thread builds with `build` after claiming it.
func _buildOnce<Value>(_ entry: _Entry<Value>, _ stack: UnsafeMutablePointer<_ResolutionStack>, _ build: () -> Value) -> Value {
    if entry.isReady { return entry.publishedValue }
    guard entry.withStateCell({ _claim($0, stack) }) else {
        _noteOutcome(.waited, stack)
        return entry.publishedValue
    }
    _noteOutcome(.built, stack)
    let value = build()
    entry.publish(value)
    return value
}

/// Claims a state word for this thread, whose innermost frame resolves its key: true when the caller must
/// build the value, false when it is ready. Waits while another thread builds it, saying so every
/// `Factory._slowBuildWarningMilliseconds`; stops with the chain if waiting would close a cycle of threads.
func _claim(_ cell: UnsafeMutablePointer<UInt>, _ stack: UnsafeMutablePointer<_ResolutionStack>) -> Bool {
    var waited = 0
    while true {
        switch _CreationCell.claim(cell, by: stack, timeoutMilliseconds: Factory._slowBuildWarningMilliseconds) {
        case .claimed: return true
        case .ready: return false
        case .cycle(let keys): _fail(.dependencyCycle(chain: keys.map { _name(of: $0) }))
        case .stillWaiting:
            waited += Factory._slowBuildWarningMilliseconds
            _warnStillWaiting(afterMilliseconds: waited)
        }
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
