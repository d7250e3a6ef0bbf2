/// Dependency cycles: a key whose construction certainly resolves the key itself, whichever of its
/// registrations is in force. Reports one cycle per strongly connected group of keys, the shortest
/// through the key declared first, at its first step. Linear in the size of the graph.
///
/// An async component is in a cycle only through awaits (A's make awaits B, B's awaits A): a sync
/// resolution reads it, and stops before any cycle closes because it is not built yet
/// (``AsyncNotReadyValidator`` reports that).
struct CycleValidator: Validator {
    typealias Edges = [[Dependency]]

    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        let program = context.program
        let edges = program.keys.indices.map { program.certainDependencies(of: $0, builders: context.builders(of: $0)) }
        guard program.hasAsync else { return Self.cycles(edges, context) }
        let mayBeAsync = program.keys.map { key in
            key.declaration.isAsync || (key.registrations + key.overrides).contains(where: \.isAsync)
        }
        return Self.cycles(Self.withoutReads(of: { mayBeAsync[$0] }, in: edges), context)
    }

    /// The graph without the sync resolutions of the keys `isAsync` accepts (a list with none is kept as
    /// it is, not copied).
    static func withoutReads(of isAsync: (Int) -> Bool, in edges: Edges) -> Edges {
        edges.map { dependencies in
            func isRead(_ dependency: Dependency) -> Bool { !dependency.isAwaited && isAsync(dependency.key) }
            return dependencies.contains(where: isRead) ? dependencies.filter { !isRead($0) } : dependencies
        }
    }

    /// One cycle per strongly connected group of keys in the graph.
    static func cycles(_ edges: Edges, _ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        cycles(edges, name: context.name)
    }

    /// One cycle per strongly connected group of nodes in the graph that `isJudged` accepts, each node
    /// named by `name`. Nodes are numbered in the keys' declaration order.
    static func cycles(
        _ edges: Edges,
        name: (Int) -> String,
        isJudged: ([Int]) -> Bool = { _ in true }
    ) -> [(SourceLocation, RivetDiagnostic)] {
        var found: [(SourceLocation, RivetDiagnostic)] = []
        for component in Self.components(edges) where isJudged(component) {
            let members = Set(component)
            // Keys are numbered in declaration order: the smallest is the one declared first.
            let start = component.min()!
            guard members.count > 1 || edges[start].contains(where: { $0.key == start }),
                let (cycle, location) = shortestCycle(from: start, within: members, edges: edges)
            else { continue }
            found.append((location, .dependencyCycle(chain: (cycle + [start]).map(name))))
        }
        return found
    }

    /// The strongly connected components of the graph (Tarjan's algorithm, without recursion).
    static func components(_ edges: Edges) -> [[Int]] {
        var index = Array(repeating: -1, count: edges.count)
        var lowLink = Array(repeating: 0, count: edges.count)
        var onStack = Array(repeating: false, count: edges.count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var counter = 0
        for root in edges.indices where index[root] < 0 {
            var work: [(node: Int, next: Int)] = [(root, 0)]
            index[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let (node, next) = work.last {
                if next < edges[node].count {
                    work[work.count - 1].next += 1
                    let target = edges[node][next].key
                    if index[target] < 0 {
                        index[target] = counter
                        lowLink[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        lowLink[node] = min(lowLink[node], index[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == index[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                components.append(component)
            }
        }
        return components
    }

    /// The shortest path from `start` back to it inside `members`: its keys from `start`, and where its
    /// first step is made.
    private static func shortestCycle(from start: Int, within members: Set<Int>, edges: Edges) -> ([Int], SourceLocation)? {
        if let loop = edges[start].first(where: { $0.key == start }) { return ([start], loop.property ?? loop.location) }
        var previous: [Int: Int] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for dependency in edges[current] where members.contains(dependency.key) {
                let next = dependency.key
                if next == start {
                    var path = [current]
                    while let back = previous[path[path.count - 1]] { path.append(back) }
                    path.reverse()
                    let first = edges[start].first { $0.key == path[1 % path.count] }!
                    return (path, first.property ?? first.location)
                }
                if previous[next] == nil {
                    previous[next] = current
                    queue.append(next)
                }
            }
        }
        return nil
    }
}

/// Dependency cycles in one root factory: what its own registrations build, which may close a cycle that
/// another factory's registration of the same key (a test assembly's, say) does not.
struct FactoryCycleValidator: FactoryValidator {
    func validate(_ root: RootFactory, in group: FactoryGroup, _ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        let edges = context.program.keys.indices.map(root.dependencies)
        guard context.program.hasAsync else { return CycleValidator.cycles(edges, context) }
        return CycleValidator.cycles(CycleValidator.withoutReads(of: { root.isAsync($0) != false }, in: edges), context)
    }
}
