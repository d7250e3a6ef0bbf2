extension ValidationContext {
    /// The group of root factories a root construction belongs to; nil for a flow, or a factory whose
    /// assemblies were not read whole.
    func group(of ref: FactoryRef) -> FactoryGroup? {
        let construction = program.files[ref.file].factories[ref.index]
        guard !construction.isFlow else { return nil }
        return groups.first { group in group.constructions.contains { $0.location == construction.location } }
    }

    /// Reading `key` from `root`, where no flow runs (`head` starts the chain: the `@Injected` host, when the
    /// read is one): an interface key that only other factories' or flows' assemblies register, or the
    /// flow-scoped key it reaches, directly or through keys built afresh per resolution, as the runtime
    /// stops it.
    func judgeRead(of key: Int, head: String?, at location: SourceLocation, in root: RootFactory, construction: FactoryConstruction) -> [(SourceLocation, RivetDiagnostic)] {
        let entry = program.keys[key]
        // Registered somewhere, but not here: else the rule over the whole program reports it.
        if !entry.hasDefault, !entry.registrations.isEmpty, entry.overrides.isEmpty, !root.registers(key) {
            let chain = (head.map { [$0] } ?? []) + [name(key)]
            return [(location, .missingRegistration(key: name(key), searched: [ResolutionSites.scopeName(construction)], chain: chain))]
        }
        guard let lifecycle = root.lifecycle(of: key) else { return [] }
        let chain: [Int]
        if lifecycle == .flow {
            chain = [key]
        } else if lifecycle.isPerResolution, let path = root.pathToFlowScoped(from: key) {
            chain = path.chain
        } else {
            return []
        }
        let names = (head.map { [$0] } ?? []) + chain.map(name)
        return [(location, .flowNotRunning(key: name(chain[chain.count - 1]), chain: names, factory: "factory"))]
    }
}
