// Observed resolutions of plain and parameterized keys: the registration is found once, and both the event and
// the resolution use it (Factory+Observation.swift, `_observed(by:_:argument:find:kind:body:)`).

extension Factory {
    /// Resolves `K` through the registrations in force from this scope, as `_resolveThroughScopes` does, and tells
    /// `observer` of it.
    func _resolveObserved<K: InjectionKey>(_: K.Type, by observer: any ResolutionObserver) -> K.Value {
        let key = ObjectIdentifier(K.self)
        return _observed(by: observer, key, find: { _registration(for: key) }, kind: { found in
            guard let (entry, owner) = found else { return _ObservedKind(scope: self) }
            let registration = unsafeDowncast(entry, to: _Entry<K.Value>.self)
            return _observedKind(registration.lifecycle, isAsync: registration.isAsync, usesKeyMake: registration.usesKeyMake, registeredIn: owner)
        }, body: { found in
            guard let (entry, owner) = found else { return _makeLiveDefaultInFrame(K.self, key) }
            return _build(K.self, unsafeDowncast(entry, to: _Entry<K.Value>.self), registeredIn: owner)
        })
    }

    /// Resolves `K` with `argument` through the registrations in force from this scope, as
    /// `_resolveThroughScopes(_:_:)` does, and tells `observer` of it.
    func _resolveObserved<K: ParameterizedKey>(_: K.Type, _ argument: K.Argument, by observer: any ResolutionObserver) -> K.Value {
        let key = ObjectIdentifier(K.self)
        return _observed(by: observer, key, argument: { String(describing: argument) }, find: { _registration(for: key) }, kind: { found in
            guard let (entry, owner) = found else { return _ObservedKind(scope: self) }
            let family = Self._family(K.self, .passUnretained(entry)).takeUnretainedValue()
            return _observedKind(family.lifecycle.lifecycle, isAsync: false, usesKeyMake: family.make == nil, registeredIn: owner)
        }, body: { found in
            guard let (entry, owner) = found else { return _makeLiveDefaultInFrame(K.self, argument) }
            return _resolve(K.self, argument, Self._family(K.self, .passUnretained(entry)), registeredIn: owner)
        })
    }
}
