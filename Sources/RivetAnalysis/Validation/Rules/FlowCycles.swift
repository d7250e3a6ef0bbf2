/// Dependency cycles in a flow: among the keys a resolution in the flow builds there (``FlowScope``), with
/// the registrations in force in the flow. A dependency built in a scope above never resolves back into
/// the flow, so a cycle of the flow lies among those keys; the runtime finds it as a frame of the same key
/// in the same scope.
///
/// Only cycles through a key the flow's own scopes register are the flow's: any other is the root's, found
/// by the root's rule. So the search starts from those keys and walks only what they reach: a flow costs
/// what its own registrations reach, not the whole graph.
enum FlowCycles {
    static func find(in scope: FlowScope, _ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        let own = scope.ownKeys.filter { scope.isBuiltHere($0) == true }
        guard !own.isEmpty else { return [] }
        let hasAsync = context.program.hasAsync
        // An async component is only read by a sync resolution: it stops before any cycle closes.
        func isFollowed(_ dependency: Dependency) -> Bool {
            guard scope.isBuiltHere(dependency.key) == true else { return false }
            return !hasAsync || dependency.isAwaited || scope.isAsync(dependency.key) == false
        }
        var reached: [Int: [Dependency]] = [:]
        var stack = own.sorted()
        while let key = stack.popLast() {
            guard reached[key] == nil else { continue }
            let dependencies = scope.dependencies(of: key).filter(isFollowed)
            reached[key] = dependencies
            for dependency in dependencies where reached[dependency.key] == nil { stack.append(dependency.key) }
        }
        // Numbered in declaration order, as the keys are: the smallest is the key declared first.
        let keys = reached.keys.sorted()
        let position = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($0.element, $0.offset) })
        let edges = keys.map { key in
            reached[key]!.map { Dependency(key: position[$0.key]!, location: $0.location, isAwaited: $0.isAwaited) }
        }
        return CycleValidator.cycles(edges, name: { context.name(keys[$0]) }, isJudged: { component in
            component.contains { own.contains(keys[$0]) }
        })
    }
}
