/// Dependency cycles: a key whose construction certainly resolves the key itself, whichever of its
/// registrations is in force. Reports each cycle once, at its first step, starting from the key declared
/// first.
struct CycleValidator: Validator {
    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        let program = context.program
        let edges = program.keys.indices.map { context.program.certainDependencies(of: $0, builders: context.builders(of: $0)) }
        var reported: Set<Int> = []
        var found: [(SourceLocation, RivetDiagnostic)] = []
        for start in program.keys.indices where !reported.contains(start) {
            guard let (cycle, location) = shortestCycle(from: start, edges: edges),
                !cycle.contains(where: reported.contains)
            else { continue }
            reported.formUnion(cycle)
            found.append((location, .dependencyCycle(chain: (cycle + [start]).map(context.name))))
        }
        return found
    }

    /// The shortest path from `start` back to it: its keys from `start`, and where its first step is made.
    private func shortestCycle(
        from start: Int, edges: [[(key: Int, location: SourceLocation)]]
    ) -> ([Int], SourceLocation)? {
        var previous: [Int: Int] = [:]
        var queue: [Int] = []
        for (next, _) in edges[start] {
            if next == start { return ([start], edges[start].first { $0.key == start }!.location) }
            if previous[next] == nil {
                previous[next] = start
                queue.append(next)
            }
        }
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for (next, _) in edges[current] {
                if next == start {
                    var path = [current]
                    while let back = previous[path[path.count - 1]], back != start { path.append(back) }
                    path.append(start)
                    path.reverse()
                    let location = edges[start].first { $0.key == path[1] }!.location
                    return (path, location)
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
