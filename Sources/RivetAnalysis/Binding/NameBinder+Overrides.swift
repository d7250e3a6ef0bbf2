extension NameBinder {
    /// Whether a call of a method on a value of one of `types` may run another owner's method of that name
    /// instead: an owner that derives from one of them (a subclass overriding it, a type conforming to the
    /// protocol whose extension declares it, where the protocol requires it). A receiver's type is the one
    /// written where it is `self` (the enclosing type, of whatever subclass the instance is), so dynamic
    /// dispatch is not read from it.
    func mayDispatchElsewhere(_ types: Set<String>, owners: Set<String>) -> Bool {
        types.contains { type in owners.contains { $0 != type && derives($0, from: type) } }
    }

    /// Whether `type` names `ancestor` among the superclasses and protocols of its declarations and
    /// extensions, through the types the sources declare; true when the search goes deeper than the
    /// analysis follows (it may).
    private func derives(_ type: String, from ancestor: String) -> Bool {
        var seen: Set<String> = [type]
        var level = [type]
        for _ in 0..<Self.inheritanceDepth where !level.isEmpty {
            var next: [String] = []
            for current in level {
                for (_, declaration) in types(named: current) {
                    for conformance in declaration.conformances where seen.insert(conformance).inserted {
                        if conformance == ancestor { return true }
                        next.append(conformance)
                    }
                }
            }
            level = next
        }
        return !level.isEmpty
    }
}
