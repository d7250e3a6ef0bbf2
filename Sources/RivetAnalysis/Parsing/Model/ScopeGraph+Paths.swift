/// Chains through a scope's build graph, as the rules report them.
extension ScopeGraph {
    /// The shortest chain from `start` through keys that `passes` accepts to a key that `isTarget` accepts,
    /// following certain dependencies.
    func chain(from start: Int, passingThrough passes: (Int) -> Bool, to isTarget: (Int) -> Bool) -> [Int]? {
        var previous: [Int: Int] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for dependency in dependencies(of: current) where dependency.key != start && previous[dependency.key] == nil {
                let next = dependency.key
                previous[next] = current
                if isTarget(next) {
                    var chain = [next]
                    while let back = previous[chain[chain.count - 1]] { chain.append(back) }
                    return chain.reversed()
                }
                if passes(next) { queue.append(next) }
            }
        }
        return nil
    }
}
