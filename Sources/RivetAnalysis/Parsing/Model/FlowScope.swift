/// The innermost scope of a ``ScopeChain`` in one combination of branch arms: what a resolution made in the
/// flow builds, and in which scope, as the runtime does it (Documentation/Flows.md, "What a flow sees").
///
/// A flow resolves a key through its own registrations, then its parent's, up to the root, else with the
/// key's own `make` as a transient. A singleton (strong or weak) is built by the scope that registers it,
/// with that scope's registrations; a `.flow` key in the innermost flow; a transient, a graph-scoped key and a
/// collection gathered from contributions in the scope resolving it. So building a key here resolves its
/// dependencies here too, and a dependency built in a scope above never resolves back into this one: a
/// cycle of the flow lies among the keys built here (``isBuiltHere(_:)``).
///
/// Where the chain's outermost scope is not a root factory (``ScopeChain/isComplete``), a key that the
/// known scopes do not register may be registered above them: nothing is said of it.
struct FlowScope: ScopeGraph {
    /// Each scope's table, outermost first; the last is the flow's.
    let tables: [RegistrationTable]
    /// Whether the outermost scope is a root factory, so that a key no table registers is built by its `make`.
    let isComplete: Bool
    let program: Program
    /// The keys that only overrides build (``UnreachedCode``): no flow registers them.
    private let replaced: Set<Int>
    /// The overrides that may be in force in the chain's root factory and its flows.
    private let overrides: OverrideView

    /// Where a key's registration in force comes from, resolved in the flow.
    enum Source {
        /// A registration of the key itself, by the scope at `owner` (an index into ``tables``).
        case registration(Registration, owner: Int)
        /// Contributions to a collection key, gathered from the scopes that make them, the outermost first:
        /// the collection is built in the scope resolving it, each element in line.
        case contributions([Registration])
        /// No scope registers the key: its own `make` builds it, here, as a transient.
        case keyMake
    }

    init(tables: [RegistrationTable], isComplete: Bool, program: Program, replaced: Set<Int>, overrides: OverrideView = .anywhere) {
        var tables = tables
        if isComplete, !tables.isEmpty { tables[0] = overrides.applied(to: tables[0], in: program) }
        self.tables = tables
        self.isComplete = isComplete
        self.program = program
        self.replaced = replaced
        self.overrides = overrides
    }

    /// The index of the flow's own table.
    var innermost: Int { tables.count - 1 }

    /// Where the registration in force for `key` comes from; nil when a scope the analysis does not know
    /// may register it.
    func source(of key: Int) -> Source? {
        var contributions: [Registration] = []
        for index in tables.indices.reversed() {
            if let registration = tables[index].registrations[key] {
                // A registration of the whole collection stands for its scope and those above: the
                // contributions below it are what is certainly built here.
                return contributions.isEmpty ? .registration(registration, owner: index) : .contributions(contributions)
            }
            if let found = tables[index].contributions[key] { contributions = found + contributions }
        }
        if !contributions.isEmpty { return .contributions(contributions) }
        return isComplete ? .keyMake : nil
    }

    /// The key's lifecycle in the flow; nil when a scope it does not know or an override may change it.
    func lifecycle(of key: Int) -> Lifecycle? {
        let registered: Lifecycle
        switch source(of: key) {
        case .registration(let registration, _)?:
            guard let lifecycle = registration.lifecycle else { return nil }
            registered = lifecycle
        case .contributions?, .keyMake?: registered = .transient
        case nil: return nil
        }
        for override in overrides.overrides(of: key, in: program) {
            let lifecycle = override.isLifecycleWritten
                ? override.lifecycle : override.isAsync && registered != .flow ? .singleton : registered
            if lifecycle != registered { return nil }
        }
        return registered
    }

    /// Whether the key is an async component in the flow; nil when the analysis cannot be sure.
    func isAsync(_ key: Int) -> Bool? {
        guard let source = source(of: key) else { return nil }
        var registered = false
        if case .registration(let registration, _) = source { registered = registration.isAsync }
        for override in overrides.overrides(of: key, in: program) where override.isAsync != registered { return nil }
        return registered
    }

    /// Whether resolving the key in the flow builds it here (rather than in a scope above, which owns the
    /// singleton); nil when the analysis cannot be sure (an override, made on the flow, may own it here).
    func isBuiltHere(_ key: Int) -> Bool? {
        guard let lifecycle = lifecycle(of: key) else { return nil }
        guard lifecycle.isBuiltInRoot else { return true }
        guard case .registration(_, let owner)? = source(of: key) else { return nil }
        if owner == innermost { return true }
        return overrides.overrides(of: key, in: program).isEmpty ? false : nil
    }

    /// Whether the flow's warm-up builds the key: an async component of its own (a singleton its
    /// assemblies register), or a `.flow` one it sees from any scope.
    func isWarmedHere(_ key: Int) -> Bool {
        guard isAsync(key) == true, let lifecycle = lifecycle(of: key) else { return false }
        return lifecycle == .flow || (lifecycle.isBuiltInRoot && isBuiltHere(key) == true)
    }

    /// The keys that building `key` here certainly resolves, with where and how: what its registration in
    /// force (with the hooks its scope adds) and every override of it resolve alike.
    func dependencies(of key: Int) -> [Dependency] {
        let overrides = self.overrides.overrides(of: key, in: program).map(\.builder)
        if replaced.contains(key) {
            // Only overrides build it: the one the root made first is in its table, unless a flow registers the key.
            let first = self.overrides.leading[key].flatMap { _ in tables[0].registrations[key] }.map { [$0.builder] } ?? []
            return program.certainDependencies(of: key, builders: first + overrides)
        }
        let inForce: Builder
        switch source(of: key) {
        case .registration(let registration, let owner)?:
            let hooks = tables[owner].hooks[key] ?? []
            guard !hooks.isEmpty else { return program.certainDependencies(of: key, builders: [registration.builder] + overrides) }
            // Hooks run inside each new value's construction.
            let parts = [registration.builder] + hooks.map(\.builder)
            inForce = .code(parts.flatMap { program.resolutions(of: $0, key: key) ?? [] })
        case .contributions(let contributions)?:
            inForce = .code(contributions.flatMap { program.resolutions(of: $0.builder, key: key) ?? [] })
        case .keyMake?:
            inForce = .keyMake
        case nil:
            return []
        }
        return program.certainDependencies(of: key, builders: [inForce] + overrides)
    }

    /// The keys the flow's own scopes register, contribute to or hook (not the root's): a finding of the
    /// flow that none of them takes part in is the root's too, found there.
    var ownKeys: Set<Int> {
        var keys: Set<Int> = []
        for table in tables[(isComplete ? 1 : 0)...] {
            keys.formUnion(table.registrations.keys)
            keys.formUnion(table.contributions.keys)
            keys.formUnion(table.hooks.keys)
        }
        return keys
    }
}
