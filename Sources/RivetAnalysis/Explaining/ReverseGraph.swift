/// Who resolves each key: every build of every key (its `make`, registrations and overrides, whichever
/// is in force), reversed; and the entry points from which a chain reaches a key.
struct ReverseGraph {
    let program: Program
    /// For each key, the builds that resolve it, in key order.
    private(set) var dependents: [Int: [KeyExplanation.Dependent]] = [:]

    init(_ program: Program) {
        self.program = program
        for key in program.keys.indices {
            for build in program.builds(of: key) {
                guard case .resolutions(let resolutions) = build.code else { continue }
                for resolution in resolutions {
                    for target in program.keys(of: resolution) {
                        dependents[target, default: []].append(.init(key: key, build: build, resolution: resolution))
                    }
                }
            }
        }
    }

    /// The shortest chains that end at `target`, from where the program starts resolving: a root
    /// factory constant (`factory.name`), an `@Injected` property, or a key that nothing the analysis
    /// read resolves (the app resolves it from code the analysis does not follow, such as a flow).
    ///
    /// - Returns: At most `limit` chains, shortest first, and how many were found in all.
    func chains(to target: Int, limit: Int) -> (shortest: [Chain], count: Int) {
        // Breadth first, backwards: `next[key]` is the step from `key` towards `target`.
        var next: [Int: Int] = [target: target]
        var order = [target]
        var head = 0
        while head < order.count {
            let key = order[head]
            head += 1
            for dependent in dependents[key] ?? [] where next[dependent.key] == nil {
                next[dependent.key] = key
                order.append(dependent.key)
            }
        }
        func path(from key: Int) -> [Int] {
            var keys = [key]
            var step = key
            while step != target, let following = next[step] {
                keys.append(following)
                step = following
            }
            return keys
        }
        var found: [Chain] = []
        // Keys that a factory constant or an `@Injected` property resolves: chains start there, not at them.
        var entered: Set<Int> = []
        for construction in program.files.flatMap(\.factories) where !construction.isFlow {
            for resolution in construction.resolutions {
                for key in program.keys(of: resolution) where next[key] != nil {
                    found.append(Chain(start: .constant(construction, resolution), keys: path(from: key)))
                    entered.insert(key)
                }
            }
        }
        for injection in program.files.flatMap(\.injections) {
            if let key = program.accessorKey[injection.accessor], next[key] != nil {
                found.append(Chain(start: .injection(injection), keys: path(from: key)))
                entered.insert(key)
            }
        }
        for key in order where key != target && !entered.contains(key) && (dependents[key] ?? []).allSatisfy({ $0.key == key }) {
            found.append(Chain(start: .key, keys: path(from: key)))
        }
        found.sort { ($0.keys.count, $0.sortKey) < ($1.keys.count, $1.sortKey) }
        return (Array(found.prefix(limit)), found.count)
    }
}
