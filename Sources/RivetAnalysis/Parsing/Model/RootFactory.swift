
/// A root factory whose assemblies the analysis read whole, so that it knows what each key resolves
/// and with which lifecycle inside it. Every resolution in a root factory runs in it: no flow is running.
///
/// Registrations in `if`, `switch` or `#if` branches make one factory per combination of their arms.
struct RootFactory {
    /// The assemblies, in order.
    let assemblies: [String]
    /// The arm taken at each branch the assemblies' registrations are in; empty when there is none.
    let configuration: [BranchArm]
    /// The registrations, contributions and hooks in force: for each key, the last registration of the
    /// last assembly that registers it.
    let table: RegistrationTable
    private let program: Program
    /// The overrides that may be in force here.
    let overrides: OverrideView
    /// What building each key here certainly resolves, with where and how.
    private let edges: [[Dependency]]
    /// The keys from which `pathToFlowScoped(from:)` finds a chain: found once for all keys, so that
    /// checking every singleton of a large graph stays linear.
    private var reachingFlowScoped: Set<Int> = []

    /// How many combinations of branch arms one factory is judged in, at most.
    static let configurationLimit = 64

    /// The root factories `construction` makes, one per combination of the branch arms its assemblies'
    /// registrations are in; nil when an assembly is not understood or there are too many combinations.
    ///
    /// - Parameter replaced: The keys that only overrides build (``UnreachedCode``).
    static func all(_ construction: FactoryConstruction, in program: Program, replaced: Set<Int>, overrides: OverrideView = .anywhere) -> [RootFactory]? {
        guard !construction.isFlow, let uses = construction.uses, let names = construction.assemblies,
            let registrations = program.registrations(of: uses),
            let configurations = configurations(of: registrations, overrides: overrides)
        else { return nil }
        return configurations.map { configuration in
            let chosen = Dictionary(uniqueKeysWithValues: configuration.map { ($0.point, $0.arm) })
            let active = registrations.filter { $0.conditions.allSatisfy { chosen[$0.point] == $0.arm } }
            return RootFactory(
                assemblies: names, configuration: configuration, registrations: active, replaced: replaced, overrides: overrides.configured(chosen), in: program
            )
        }
    }

    /// Every combination of the arms of the branches the registrations, and the overrides made first under an
    /// `if`, are in; nil when there are more than `configurationLimit`.
    static func configurations(of registrations: [Registration], overrides: OverrideView = .anywhere) -> [[BranchArm]]? {
        var branches: [SourceLocation: BranchArm] = [:]
        for arm in registrations.lazy.flatMap(\.conditions) { branches[arm.point] = arm }
        for override in overrides.conditional.values.joined() { branches[override.arm.point] = override.arm }
        let points = branches.values.sorted { $0.point < $1.point }
        var count = 1
        for point in points {
            count *= point.labels.count
            if count > configurationLimit { return nil }
        }
        return (0..<count).map { combination in
            var rest = combination
            return points.map { point in
                var arm = point
                arm.arm = rest % point.labels.count
                rest /= point.labels.count
                return arm
            }
        }
    }

    private init(
        assemblies: [String], configuration: [BranchArm], registrations: [Registration], replaced: Set<Int>, overrides view: OverrideView,
        in program: Program
    ) {
        let table = view.applied(to: RegistrationTable(registrations, in: program), in: program)
        self.assemblies = assemblies
        self.configuration = configuration
        self.table = table
        self.program = program
        overrides = view
        edges = program.keys.indices.map { key in
            let overrides = view.overrides(of: key, in: program).map(\.builder)
            let registered = table.registrations[key]?.builder ?? .keyMake
            if replaced.contains(key) {
                // Only overrides build it: the one made first here is in the table.
                return program.certainDependencies(of: key, builders: (view.leading[key] == nil ? [] : [registered]) + overrides)
            }
            let contributions = table.contributions[key]
            let hooks = table.hooks[key] ?? []
            guard contributions != nil || !hooks.isEmpty else {
                return program.certainDependencies(of: key, builders: [registered] + overrides)
            }
            // The contributions' elements are built in line, and hooks run inside each new value's construction.
            let parts = (contributions?.map(\.builder) ?? [registered]) + hooks.map(\.builder)
            let inForce = Builder.code(parts.flatMap { program.resolutions(of: $0, key: key) ?? [] })
            return program.certainDependencies(of: key, builders: [inForce] + overrides)
        }
        reachingFlowScoped = keysReaching(Set(program.keys.indices.filter { lifecycle(of: $0) == .flow }))
    }

    /// Whether an assembly of this factory registers the key, or contributes to it.
    func registers(_ key: Int) -> Bool { table.registers(key) }

    /// The registration in force for the key here; nil when no assembly of this factory registers it.
    func registration(of key: Int) -> Registration? { table.registrations[key] }

    /// The keys that have a dependency in `targets`, or a transient or graph one that has: walked back
    /// along each key's certain dependencies, each edge once.
    func keysReaching(_ targets: Set<Int>) -> Set<Int> {
        guard !targets.isEmpty else { return [] }
        var dependents: [Int: [Int]] = [:]
        for key in edges.indices {
            for dependency in edges[key] { dependents[dependency.key, default: []].append(key) }
        }
        var queue = Array(targets)
        var reaching: Set<Int> = []
        var head = 0
        while head < queue.count {
            let key = queue[head]
            head += 1
            for dependent in dependents[key] ?? [] where reaching.insert(dependent).inserted {
                if lifecycle(of: dependent)?.isPerResolution == true { queue.append(dependent) }
            }
        }
        return reaching
    }

    /// The key's lifecycle in this factory; nil when an override may change it (an `overrideAsync` with
    /// none written makes the key a singleton unless it is flow-scoped).
    func lifecycle(of key: Int) -> Lifecycle? {
        let registered = table.registrations[key]?.lifecycle ?? .transient
        for override in overrides.overrides(of: key, in: program) {
            let lifecycle = override.isLifecycleWritten
                ? override.lifecycle : override.isAsync && registered != .flow ? .singleton : registered
            if lifecycle != registered { return nil }
        }
        return registered
    }

    /// Whether the key is an async component in this factory (its registration in force is `registerAsync`);
    /// nil when an override may change that.
    func isAsync(_ key: Int) -> Bool? {
        let registered = table.registrations[key]?.isAsync ?? false
        for override in overrides.overrides(of: key, in: program) where override.isAsync != registered { return nil }
        return registered
    }

    /// The keys that building `key` in this factory certainly resolves, with where and how.
    func dependencies(of key: Int) -> [Dependency] {
        edges[key]
    }

    /// The shortest chain from `start` through keys built afresh per resolution (transient, graph) to a
    /// flow-scoped key, following only certain dependencies: the keys, and where the first step is made.
    func pathToFlowScoped(from start: Int) -> (chain: [Int], location: SourceLocation?)? {
        guard reachingFlowScoped.contains(start) else { return nil }
        return path(from: start) { lifecycle(of: $0) == .flow }
    }

    /// The shortest chain from `start` through keys built afresh per resolution to a key that `isTarget`
    /// accepts: the keys, and where the first step is made.
    func path(from start: Int, to isTarget: (Int) -> Bool) -> (chain: [Int], location: SourceLocation?)? {
        var previous: [Int: (key: Int, location: SourceLocation)] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for dependency in edges[current] where dependency.key != start && previous[dependency.key] == nil {
                let (next, location) = (dependency.key, dependency.location)
                previous[next] = (current, location)
                if isTarget(next) {
                    var chain = [next]
                    var step = next
                    var firstLocation = location
                    while let back = previous[step] {
                        chain.append(back.key)
                        if back.key == start { firstLocation = back.location }
                        step = back.key
                        if step == start { break }
                    }
                    return (chain.reversed(), firstLocation)
                }
                if lifecycle(of: next)?.isPerResolution == true { queue.append(next) }
            }
        }
        return nil
    }
}
