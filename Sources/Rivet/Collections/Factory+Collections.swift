// A collection key (`ListKey`, `DictionaryKey`) registered by contributions resolves as a transient whose
// make gathers the contributions of every scope from the root down to the one resolving, and builds each
// element in that scope. A registration of the whole collection in a scope (an assembly's `register` with a
// make, an override) stands for that scope and its parents: contributions below it are added to its value.

extension Factory {
    /// The list's elements from this scope up, in the documented order.
    ///
    /// Inlinable, and so specialized in the app for the list's element type, with the closure that calls it
    /// (`Registry.contribute`): unspecialized, each use of the array and of the contributions looked their generic
    /// types up in the runtime, most of a list's cost (S17: 6.5x an array literal of new elements, 13x of shared
    /// ones). What finds the contributions knows no element type (`_contributionLayers`).
    @inlinable
    func _collectList<K: ListKey>(_: K.Type) -> [K.Element] {
        let layers = _contributionLayers(for: ObjectIdentifier(K.self))
        var elements = layers.whole.map { _wholeCollection(K.self, $0.entry, registeredIn: $0.owner) } ?? []
        var count = elements.count
        layers.forEach { count += unsafeDowncast($0, to: _Contributions<Void, K.Element>.self).items.count }
        elements.reserveCapacity(count)
        let values = InjectedValues(self)
        layers.forEach { layer in
            let items = unsafeDowncast(layer, to: _Contributions<Void, K.Element>.self).items
            // By index: a loop over the items would copy each one, its source too.
            for index in items.indices { elements.append(items[index].contribution.make(values)) }
        }
        return elements
    }

    /// The dictionary's entries from this scope up; a duplicate entry key is an error naming both.
    func _collectDictionary<K: DictionaryKey>(_: K.Type) -> [K.EntryKey: K.Element] {
        let layers = _contributionLayers(for: ObjectIdentifier(K.self))
        let whole = layers.whole.map { _wholeCollection(K.self, $0.entry, registeredIn: $0.owner) }
        var sources: [K.EntryKey: String] = [:]
        if let whole {
            for entryKey in whole.keys { sources[entryKey] = "the registration of the whole `\(_name(of: K.self))`" }
        }
        // Every entry key is checked before any element is built.
        layers.forEach { layer in
            for item in unsafeDowncast(layer, to: _Contributions<K.EntryKey, K.Element>.self).items {
                if let first = sources.updateValue(item.contribution.source, forKey: item.label) {
                    _fail(.duplicateContribution(
                        collection: _name(of: K.self),
                        entry: String(reflecting: item.label),
                        first: first,
                        second: item.contribution.source
                    ))
                }
            }
        }
        var entries = whole ?? [:]
        layers.forEach { layer in
            for item in unsafeDowncast(layer, to: _Contributions<K.EntryKey, K.Element>.self).items {
                entries[item.label] = item.contribution.make(InjectedValues(self))
            }
        }
        return entries
    }

    /// The contributions to the collection `key` of each scope from this one up, and the nearest registration of the
    /// whole collection above them, if any. Knows no element type, so that it looks no generic type up.
    @usableFromInline
    func _contributionLayers(for key: ObjectIdentifier) -> _ContributionLayers {
        var layers = _ContributionLayers()
        var next: Factory? = self
        while let scope = next {
            next = scope._parent
            guard let registration = scope._registeredEntry(for: key) else { continue }
            guard let contributions = _EntryCommon.of(registration).pointee.contributions else {
                layers.whole = (registration, scope)
                break
            }
            if layers.innermost == nil { layers.innermost = contributions } else { layers.outer.append(contributions) }
        }
        return layers
    }

    /// The value of the registration of the whole collection in `owner`, as resolving the key from this
    /// scope gives it where no scope below `owner` contributes: a singleton's from `owner`, but a
    /// transient's, a flow component's or a graph's built here, with this scope's values. (Built in
    /// `owner`, a flow's contribution made a transient's make resolve from the root, and a `.flow` one fail
    /// with no flow running: FlowContributionTests.)
    ///
    /// This scope's frame for the key is on the stack already, the collection's own: those get a frame
    /// named after `owner` instead, which still stops a make that resolves the key again.
    @usableFromInline
    func _wholeCollection<K: InjectionKey>(_: K.Type, _ registration: AnyObject, registeredIn owner: Factory) -> K.Value {
        let key = ObjectIdentifier(K.self)
        let entry = unsafeDowncast(registration, to: _Entry<K.Value>.self)
        let lifecycle = entry.lifecycle
        if owner === self, !entry.isAsync {
            // This scope's own registration is a whole one only when an override replaced its contributions
            // after this resolution began with them (or with a parent's): its frame for the key is the
            // collection's, already on the stack, so the override's make runs in it, once, for this resolution.
            // (A frame of its own was a dependency cycle that is not one: ContributionStressTests.)
            if entry.isOnMainActor { _checkMainActor(key) }
            return entry.build(K.self, InjectedValues(self))
        }
        guard !entry.isAsync, lifecycle == .transient || lifecycle == .flow || lifecycle == .graph else {
            return _build(K.self, entry, registeredIn: owner)
        }
        if entry.isOnMainActor { _checkMainActor(key) }
        let stack = owner._pushFrame(key, lifecycle)
        defer { _popFrame(stack) }
        switch lifecycle {
        case .flow:
            let flow = _innermostFlow(for: K.self)
            return _buildOnce(flow._flowCell(for: entry), stack) { entry.build(K.self, InjectedValues(flow)) }
        case .graph:
            return _graphValue(K.self, entry, stack)
        default:
            return entry.build(K.self, InjectedValues(self))
        }
    }
}

/// The contributions to one collection from a scope up (`Factory._contributionLayers`), without their types.
@usableFromInline
struct _ContributionLayers {
    /// The nearest registration of the whole collection above the contributions, and the scope that registers it.
    @usableFromInline var whole: (entry: AnyObject, owner: Factory)?
    /// The nearest scope's contributions, nil when no scope contributes.
    @usableFromInline var innermost: _ContributionList?
    /// The contributions of the scopes above it, innermost first: empty (no allocation) for a root's collection.
    @usableFromInline var outer: [_ContributionList] = []

    init() {}

    /// Calls `body` with each scope's contributions, the root's first.
    @inlinable
    func forEach(_ body: (_ContributionList) -> Void) {
        for layer in outer.reversed() { body(layer) }
        if let innermost { body(innermost) }
    }
}
