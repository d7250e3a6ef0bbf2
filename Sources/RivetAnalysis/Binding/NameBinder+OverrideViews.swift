extension NameBinder {
    /// The overrides that may be in force in each root construction, by its location, where that is not every
    /// override (``OverrideView/anywhere``): an override made through a receiver the binding follows to root
    /// factories only is in force in those alone, and one made first through a factory is its registration there.
    /// `settled`: the overrides (by where their key is written) whose factories the binding follows, and made first
    /// in each: nothing resolved before them there, so no value built by what they replace is ever in use.
    func overrideViews() -> (views: [SourceLocation: OverrideView], settled: Set<SourceLocation>) {
        var targets: [SourceLocation: Set<FactoryRef>] = [:]
        var keyOfOverride: [SourceLocation: Int] = [:]
        var inFlowsOnly: Set<SourceLocation> = []
        for (key, entry) in program.keys.enumerated() {
            for override in entry.overrides {
                keyOfOverride[override.location] = key
                switch receiver(of: override) {
                case .roots(let roots): targets[override.location] = roots
                case .flows: inFlowsOnly.insert(override.location)
                case nil: break
                }
            }
        }
        var views: [SourceLocation: OverrideView] = [:]
        var leadingSomewhere: Set<SourceLocation> = []
        var trailingSomewhere: Set<SourceLocation> = []
        for (file, parsed) in program.files.enumerated() {
            for (index, construction) in parsed.factories.enumerated() where !construction.isFlow {
                let ref = FactoryRef(file: file, index: index)
                var view = OverrideView()
                view.inFlowsOnly = inFlowsOnly
                for (location, roots) in targets where !roots.contains(ref) { view.excluded.insert(location) }
                var leading: Set<SourceLocation> = []
                for location in construction.leadingOverrides where targets[location] == [ref] {
                    guard let key = keyOfOverride[location] else { continue }
                    // Two overrides of a key made first: the later one replaces the earlier before anything resolved.
                    if let earlier = view.leading[key] { view.excluded.insert(earlier) }
                    view.leading[key] = location
                    leading.insert(location)
                }
                for (location, arm) in construction.conditionalOverrides where targets[location] == [ref] {
                    if let key = keyOfOverride[location] { view.conditional[key, default: []].append(OverrideView.ConditionalOverride(location: location, arm: arm)) }
                }
                for (location, roots) in targets where roots.contains(ref) {
                    if leading.contains(location) { leadingSomewhere.insert(location) } else { trailingSomewhere.insert(location) }
                }
                if view != .anywhere { views[construction.location] = view }
            }
        }
        return (views, leadingSomewhere.subtracting(trailingSomewhere))
    }

    /// What `receiver.override(K.self, …)` is made through, where the binding follows it to factories of one kind:
    /// the root factories it may be, or flows only. Nil when it may be either, or something the binding does not
    /// follow.
    private func receiver(of override: Registration) -> OverrideReceiver? {
        let file = override.location.file
        guard let syntax = index.syntax(file), let key = index.token(at: override.location.offset, in: syntax) else { return nil }
        let view = syntax.view
        guard key >= 2, view.kind(key - 1) == .leftParen, view.kind(key - 2) == .identifier,
            let receiver = Call(view: view, nameAnchor: key - 2, open: key - 1).receiver
        else { return nil }
        let bound = value(of: receiver, in: file)
        guard bound.stop == nil, !bound.factories.isEmpty else { return nil }
        let flows = bound.factories.filter { program.files[$0.file].factories[$0.index].isFlow }
        if flows.isEmpty { return .roots(bound.factories) }
        return flows.count == bound.factories.count ? .flows : nil
    }

    private enum OverrideReceiver {
        case roots(Set<FactoryRef>)
        case flows
    }
}
