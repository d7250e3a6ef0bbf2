/// Async makes of a flow's warm-up that read, without awaiting it, another component of the same warm-up.
/// A flow's warm-up builds its own async components (singletons its assemblies register) and every `.flow`
/// one it sees, all at once and in no set order, so the sync read may come first and stop the program: as
/// ``AsyncNotReadyValidator`` judges a root factory's, with what the flow builds in line.
enum FlowAsyncMakes {
    static func find(in scope: FlowScope, _ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        var found: [(SourceLocation, RivetDiagnostic)] = []
        // What a make of the flow builds in line: what is built in the flow (the root's singletons are
        // the root's warm-up's).
        let passes = { (other: Int) in scope.isBuiltHere(other) == true }
        for key in context.program.asyncKeys where scope.isWarmedHere(key) {
            var built: Set<Int> = []
            let isUnbuilt = { (other: Int) in scope.isWarmedHere(other) && (other == key || !built.contains(other)) }
            for dependency in scope.dependencies(of: key) {
                let next = dependency.key
                var chain: [Int]?
                switch scope.isAsync(next) {
                case true? where dependency.isAwaited:
                    built.formUnion(scope.builtByAwaiting(next))
                case true?:
                    if isUnbuilt(next) { chain = [key, next] }
                case false?:
                    if passes(next), let path = scope.pathToUnbuiltAsync(from: next, passingThrough: passes, isUnbuilt: isUnbuilt) {
                        chain = [key] + path.chain
                    }
                case nil:
                    break
                }
                if let chain {
                    found.append((dependency.location, .asyncNotReady(key: context.name(chain[chain.count - 1]), chain: chain.map(context.name))))
                    break
                }
            }
        }
        return found
    }
}
