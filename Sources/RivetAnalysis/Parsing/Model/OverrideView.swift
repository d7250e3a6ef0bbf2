/// The overrides that may be in force in one root factory and the flows begun from it. An override made through
/// a receiver the binding follows to other root factories only is never in force here; one made first through
/// this factory, before anything resolves through it (``FactoryConstruction/leadingOverrides``), is the key's
/// registration here: what its assemblies register for that key never runs in it.
struct OverrideView: Hashable {
    /// The overrides, by where their key is written, that are made through other root factories only.
    var excluded: Set<SourceLocation> = []
    /// For each key overridden first through this factory, where that override's key is written.
    var leading: [Int: SourceLocation] = [:]

    /// Every override may be in force, none first: for a factory nothing is known of.
    static let anywhere = OverrideView()

    /// The overrides of `key` that may replace its registration in force here, after anything resolved.
    func overrides(of key: Int, in program: Program) -> [Registration] {
        let all = program.keys[key].overrides
        guard !excluded.isEmpty || leading[key] != nil else { return all }
        return all.filter { !excluded.contains($0.location) && $0.location != leading[key] }
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
