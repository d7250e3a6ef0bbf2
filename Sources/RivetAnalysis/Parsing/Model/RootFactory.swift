/// A root factory whose assemblies the analysis read whole, so that it knows what each key resolves
/// and with which lifecycle inside it. Every resolution in a root factory runs in it: no flow is running.
struct RootFactory {
    let construction: FactoryConstruction
    /// The registration in force for each key: the last one of the last assembly that registers it.
    private let table: [Int: Registration]
    private let program: Program
    /// The keys from which `pathToFlowScoped(from:)` finds a chain: found once for all keys, so that
    /// checking every singleton of a large graph stays linear.
    private var reachingFlowScoped: Set<Int> = []

    /// The root factory made by `construction`, if all its assemblies are understood.
    init?(_ construction: FactoryConstruction, in program: Program) {
        guard !construction.isFlow, let names = construction.assemblies else { return nil }
        var table: [Int: Registration] = [:]
        for name in names {
            guard let registrations = program.assemblies[name] else { return nil }
            for registration in registrations {
                if let key = program.keyIndex[registration.keyName] { table[key] = registration }
            }
        }
        self.construction = construction
        self.table = table
        self.program = program
        reachingFlowScoped = keysReachingFlowScoped()
    }

    /// The keys that have a flow-scoped dependency, or a transient or graph one that has: walked back from
    /// the flow-scoped keys along each key's certain dependencies, each edge once.
    private func keysReachingFlowScoped() -> Set<Int> {
        var dependents: [Int: [Int]] = [:]
        for key in program.keys.indices {
            for (dependency, _) in dependencies(of: key) { dependents[dependency, default: []].append(key) }
        }
        var queue = program.keys.indices.filter { lifecycle(of: $0) == .flow }
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

    /// The key's lifecycle in this factory; nil when an override may change it.
    func lifecycle(of key: Int) -> Lifecycle? {
        let registered = table[key]?.lifecycle ?? .transient
        for override in program.keys[key].overrides where override.isLifecycleWritten && override.lifecycle != registered {
            return nil
        }
        return registered
    }

    /// The keys that building `key` in this factory certainly resolves, with where.
    func dependencies(of key: Int) -> [(key: Int, location: SourceLocation)] {
        let builder = table[key]?.builder ?? .keyMake
        return program.certainDependencies(of: key, builders: [builder] + program.keys[key].overrides.map(\.builder))
    }

    /// The shortest chain from `start` through keys built afresh per resolution (transient, graph) to a
    /// flow-scoped key, following only certain dependencies: the keys, and where the first step is made.
    func pathToFlowScoped(from start: Int) -> (chain: [Int], location: SourceLocation?)? {
        guard reachingFlowScoped.contains(start) else { return nil }
        var previous: [Int: (key: Int, location: SourceLocation)] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for (next, location) in dependencies(of: current) where next != start && previous[next] == nil {
                previous[next] = (current, location)
                guard let lifecycle = lifecycle(of: next) else { continue }
                if lifecycle == .flow {
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
                if lifecycle.isPerResolution { queue.append(next) }
            }
        }
        return nil
    }
}
