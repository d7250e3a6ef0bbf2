extension NameBinder {
    /// The types among `owners`' ancestors: a method called on a value of one of them may run a descendant's
    /// method of that name instead (a subclass overriding it, a type conforming to the protocol whose extension
    /// declares it, where the protocol requires it). Nil when an owner derives deeper than the analysis follows.
    func overridden(among owners: Set<String>) -> Set<String>? {
        var found: Set<String> = []
        for owner in owners {
            guard let ancestors = ancestors(of: owner) else { return nil }
            found.formUnion(ancestors)
        }
        return found
    }

    /// The superclasses and protocols that `type`'s declarations and extensions name, and theirs, through the
    /// types the sources declare; nil when the search goes deeper than the analysis follows. Found once a type.
    func ancestors(of type: String) -> Set<String>? {
        if let found = foundAncestors[type] { return found }
        var seen: Set<String> = [type]
        var level = [type]
        for _ in 0..<Self.inheritanceDepth where !level.isEmpty {
            var next: [String] = []
            for current in level {
                for (_, declaration) in types(named: current) {
                    for conformance in declaration.conformances where seen.insert(conformance).inserted {
                        next.append(conformance)
                    }
                }
            }
            level = next
        }
        seen.remove(type)
        let found = level.isEmpty ? seen : nil
        foundAncestors[type] = .some(found)
        return found
    }

    /// The owners declared as protocols: their extensions' methods, when the protocol does not require them,
    /// are chosen by the receiver's type as written (`any Screen`), which the analysis does not read.
    func protocols(among owners: Set<String>) -> Set<String> {
        owners.filter { owner in types(named: owner).contains { $0.type.keyword == "protocol" } }
    }

    /// Whether a call on a value of one of `types` (the types it is built as) may run another of the owners'
    /// methods than its type's own: one of them is an owner another derives from (a subclass's override, a
    /// conformer's implementation, may run), or derives from an owner that is a protocol (its extension's
    /// method runs where the value is seen as the protocol); or that is not known.
    func mayDispatchElsewhere(_ types: Set<String>, _ method: MethodOwners) -> Bool {
        guard let overridden = method.overridden, types.isDisjoint(with: overridden) else { return true }
        guard !method.protocols.isEmpty else { return false }
        return types.contains { type in ancestors(of: type).map { !$0.isDisjoint(with: method.protocols) } ?? true }
    }

    /// Whether a call on a value of one of `types` may run `owner`'s method: one of them is `owner`, an ancestor
    /// of it (the value may be an instance of `owner`, or of a type that inherits its override), or derives from
    /// it when it is a protocol; true when an ancestry is not known.
    func mayRun(_ owner: String, on types: Set<String>, _ method: MethodOwners) -> Bool {
        guard let ownerAncestors = ancestors(of: owner) else { return true }
        return types.contains { type in
            if type == owner || ownerAncestors.contains(type) { return true }
            guard method.protocols.contains(owner) else { return false }
            return ancestors(of: type)?.contains(owner) ?? true
        }
    }
}
