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
    private func ancestors(of type: String) -> Set<String>? {
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
}
