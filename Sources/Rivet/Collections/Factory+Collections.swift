// A collection key (`ListKey`, `DictionaryKey`) registered by contributions resolves as a transient whose
// make gathers the contributions of every scope from the root down to the one resolving, and builds each
// element in that scope. A registration of the whole collection in a scope (an assembly's `register` with a
// make, an override) stands for that scope and its parents: contributions below it are added to its value.

extension Factory {
    /// The list's elements from this scope up, in the documented order.
    func _collectList<K: ListKey>(_: K.Type) -> [K.Element] {
        let (whole, layers) = _contributions(K.self, Void.self, K.Element.self)
        var elements = whole ?? []
        for layer in layers {
            for item in layer.items { elements.append(item.contribution.make(InjectedValues(self))) }
        }
        return elements
    }

    /// The dictionary's entries from this scope up; a duplicate entry key is an error naming both.
    func _collectDictionary<K: DictionaryKey>(_: K.Type) -> [K.EntryKey: K.Element] {
        let (whole, layers) = _contributions(K.self, K.EntryKey.self, K.Element.self)
        var sources: [K.EntryKey: String] = [:]
        if let whole {
            for entryKey in whole.keys { sources[entryKey] = "the registration of the whole `\(_name(of: K.self))`" }
        }
        // Every entry key is checked before any element is built.
        for layer in layers {
            for item in layer.items {
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
        for layer in layers {
            for item in layer.items { entries[item.label] = item.contribution.make(InjectedValues(self)) }
        }
        return entries
    }

    /// The contributions to `K` of each scope from the root down to this one (outermost first), and the
    /// value of the nearest registration of the whole collection above them, if any.
    private func _contributions<K: InjectionKey, Label, Element>(
        _: K.Type,
        _: Label.Type,
        _: Element.Type
    ) -> (whole: K.Value?, layers: [_Contributions<Label, Element>]) {
        let key = ObjectIdentifier(K.self)
        var layers: [_Contributions<Label, Element>] = []
        for scope in sequence(first: self, next: \._parent) {
            guard let registration = scope._registeredEntry(for: key) else { continue }
            let entry = unsafeDowncast(registration, to: _Entry<K.Value>.self)
            guard let contributions = entry.header.contributions else {
                return (_wholeCollection(K.self, entry, registeredIn: scope), layers.reversed())
            }
            layers.append(unsafeDowncast(contributions, to: _Contributions<Label, Element>.self))
        }
        return (nil, layers.reversed())
    }

    /// The value of the registration of the whole collection in `owner`, as resolving the key from this
    /// scope gives it where no scope below `owner` contributes: a singleton's from `owner`, but a
    /// transient's, a flow component's or a graph's built here, with this scope's values. (Built in
    /// `owner`, a flow's contribution made a transient's make resolve from the root, and a `.flow` one fail
    /// with no flow running: FlowContributionTests.)
    ///
    /// This scope's frame for the key is on the stack already, the collection's own: those get a frame
    /// named after `owner` instead, which still stops a make that resolves the key again.
    private func _wholeCollection<K: InjectionKey>(_: K.Type, _ entry: _Entry<K.Value>, registeredIn owner: Factory) -> K.Value {
        let key = ObjectIdentifier(K.self)
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
