/// What a read in a flow may stop at that the flow's rules leave out: an interface key none of its scopes
/// registers (the runtime searches the flow and each scope above it, and stops), and an async component a
/// scope above builds.
extension FlowScope {
    /// The chain from `key`, read in the flow, through keys built in the flow, to an interface key that no
    /// scope of a complete chain registers and nothing overrides; nil when there is none, or the chain's top is
    /// not a root factory. A key nothing registers anywhere is the whole-program rule's where a make or closure
    /// reads it: only a read of it here is reported.
    func pathToMissing(from key: Int) -> [Int]? {
        guard isComplete else { return nil }
        func isMissing(_ other: Int) -> Bool {
            let entry = program.keys[other]
            guard !entry.hasDefault, entry.overrides.isEmpty, case .keyMake? = source(of: other) else { return false }
            return other == key || !entry.registrations.isEmpty
        }
        if isMissing(key) { return [key] }
        return chain(from: key, passingThrough: { isBuiltHere($0) == true }, to: isMissing)
    }

    /// The missing registration a read of `key` in the flow stops at, worded as the runtime does: the scopes
    /// searched are the flow's, innermost first.
    func missingRegistration(reading key: Int, head: String?, at location: SourceLocation, scopes: [FactoryConstruction],
                             _ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        guard let chain = pathToMissing(from: key) else { return [] }
        let searched = scopes.reversed().map(ResolutionSites.scopeName)
        return [(location, .missingRegistration(
            key: context.name(chain[chain.count - 1]), searched: searched, chain: (head.map { [$0] } ?? []) + chain.map(context.name)
        ))]
    }

    /// Whether a sync read of `key` in the flow may reach an async component that a scope above the flow
    /// builds (a parent's singleton), through any keys the read builds or reads.
    func mayReachAsyncAbove(from key: Int) -> Bool {
        let isAbove = { (other: Int) in self.isAsync(other) != false && self.isBuiltHere(other) != true }
        return isAbove(key) || chain(from: key, passingThrough: { _ in true }, to: isAbove) != nil
    }
}
