/// The overrides that may be in force in one root factory and the flows begun from it. An override made through
/// a receiver the binding follows to other root factories only is never in force here; one made first through
/// this factory, before anything resolves through it (``FactoryConstruction/leadingOverrides``), is the key's
/// registration here: what its assemblies register for that key never runs in it.
struct OverrideView: Hashable {
    /// The overrides, by where their key is written, that are made through other root factories only.
    var excluded: Set<SourceLocation> = []
    /// For each key overridden first through this factory, where that override's key is written.
    var leading: [Int: SourceLocation] = [:]
    /// For each key overridden first through this factory under an `if`: where, and in which arm, in the order
    /// they are made (one in each arm of a chain, or in several `if`s). Each root factory judged takes the arm or
    /// not (``configured(_:)``).
    var conditional: [Int: [ConditionalOverride]] = [:]

    /// The overrides, by where their key is written, made through flows only: a singleton one is the flow's own,
    /// built with the flow's values (the runtime builds a singleton in the scope that registers it).
    var inFlowsOnly: Set<SourceLocation> = []

    /// An override made first, inside an `if`.
    struct ConditionalOverride: Hashable {
        var location: SourceLocation
        var arm: BranchArm
    }

    /// Every override may be in force, none first: for a factory nothing is known of.
    static let anywhere = OverrideView()

    /// The overrides of `key` that may replace its registration in force here, after anything resolved.
    func overrides(of key: Int, in program: Program) -> [Registration] {
        let all = program.keys[key].overrides
        guard !excluded.isEmpty || leading[key] != nil else { return all }
        return all.filter { !excluded.contains($0.location) && $0.location != leading[key] }
    }

    /// The view in one combination of branch arms (`chosen`, the arm taken at each branch by where it is): an
    /// override made first under an `if` whose arm is taken is made first; one whose arm is not, never made. Of
    /// the overrides of a key made first, in the order they are made, the last one made is in force, and those
    /// it replaced never are.
    func configured(_ chosen: [SourceLocation: Int]) -> OverrideView {
        guard !conditional.isEmpty else { return self }
        var view = self
        view.conditional = [:]
        for (key, overrides) in conditional {
            var inForce = view.leading[key]
            for override in overrides.sorted(by: { $0.location < $1.location }) {
                guard chosen[override.arm.point] == override.arm.arm else {
                    view.excluded.insert(override.location)
                    continue
                }
                if let earlier = inForce, earlier < override.location {
                    view.excluded.insert(earlier)
                    inForce = override.location
                } else if inForce == nil {
                    inForce = override.location
                } else {
                    // Made before an override that is made whatever the condition: replaced before anything resolved.
                    view.excluded.insert(override.location)
                }
            }
            view.leading[key] = inForce
        }
        return view
    }

    /// `table` with each key overridden first registered by that override, with the lifecycle the runtime
    /// gives it: its own when written, else the registered one's (an async one's, a singleton but for `.flow`).
    func applied(to table: RegistrationTable, in program: Program) -> RegistrationTable {
        guard !leading.isEmpty else { return table }
        var table = table
        for (key, location) in leading {
            guard var override = program.keys[key].overrides.first(where: { $0.location == location }) else { continue }
            let registered = table.registrations[key]?.lifecycle ?? .transient
            if !override.isLifecycleWritten { override.lifecycle = override.isAsync && registered != .flow ? .singleton : registered }
            table.register(override, for: key)
        }
        return table
    }
}
