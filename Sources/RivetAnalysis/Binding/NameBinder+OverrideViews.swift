extension NameBinder {
    /// The overrides that may be in force in each root construction, by its location, where that is not every
    /// override (``OverrideView/anywhere``): an override made through a receiver the binding follows to root
    /// factories only is in force in those alone, and one made first through a factory is its registration there.
    func overrideViews() -> [SourceLocation: OverrideView] {
        var targets: [SourceLocation: Set<FactoryRef>] = [:]
        var keyOfOverride: [SourceLocation: Int] = [:]
        for (key, entry) in program.keys.enumerated() {
            for override in entry.overrides {
                keyOfOverride[override.location] = key
                if let roots = roots(overriddenThrough: override) { targets[override.location] = roots }
            }
        }
        var views: [SourceLocation: OverrideView] = [:]
        for (file, parsed) in program.files.enumerated() {
            for (index, construction) in parsed.factories.enumerated() where !construction.isFlow {
                let ref = FactoryRef(file: file, index: index)
                var view = OverrideView()
                for (location, roots) in targets where !roots.contains(ref) { view.excluded.insert(location) }
                for location in construction.leadingOverrides where targets[location] == [ref] {
                    if let key = keyOfOverride[location] { view.leading[key] = location }
                }
                if view != .anywhere { views[construction.location] = view }
            }
        }
        return views
    }

    /// The root factories `receiver.override(K.self, …)` may be made through; nil when the receiver may be a flow
    /// or something the binding does not follow.
    private func roots(overriddenThrough override: Registration) -> Set<FactoryRef>? {
        let file = override.location.file
        guard let syntax = index.syntax(file), let key = index.token(at: override.location.offset, in: syntax) else { return nil }
        let view = syntax.view
        guard key >= 2, view.kind(key - 1) == .leftParen, view.kind(key - 2) == .identifier,
            let receiver = Call(view: view, nameAnchor: key - 2, open: key - 1).receiver
        else { return nil }
        let bound = value(of: receiver, in: file)
        guard bound.stop == nil, !bound.factories.isEmpty,
            bound.factories.allSatisfy({ !program.files[$0.file].factories[$0.index].isFlow })
        else { return nil }
        return bound.factories
    }
}
