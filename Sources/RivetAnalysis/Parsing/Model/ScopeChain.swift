/// A flow the sources begin, with the scopes above it as far as the analysis can follow them: the factory
/// or flow it is begun from when that is a constant of the same file (`let app = Factory(…)`, then
/// `app.beginFlow(…)`), and so on up to a root factory. Each scope's own assemblies were read whole.
///
/// Judged once per combination of the branch arms that the scopes' registrations are in, as root
/// factories are: each combination holds one ``RegistrationTable`` per scope, outermost first.
struct ScopeChain {
    /// The constructions from the outermost one followed down to the flow.
    let constructions: [FactoryConstruction]
    /// Whether the outermost is a root factory: else the flow's parents are not all known.
    let isComplete: Bool
    /// Whether the outermost is a flow begun from something the analysis cannot name (not a constant of
    /// the same file): a parent whose assemblies it could not read is noted where that is.
    var isParentUnknown: Bool { !isComplete && constructions[0].parent == nil }
    /// Each scope's assemblies, outermost first, and whether its registrations are in no branch (then its
    /// table is the same in every combination, and in every chain through a scope of those assemblies).
    let layers: [(uses: [AssemblyUse], isUnconditional: Bool)]
    /// For each combination of branch arms, the arms and each scope's table, outermost first.
    let configurations: [(configuration: [BranchArm], tables: [RegistrationTable])]

    /// The assemblies of each scope, outermost first: what the chain's tables, and so what the rules find in
    /// them, are made from. Chains of one signature (flows of the same assemblies begun from the same
    /// factory) are judged once.
    var signature: [[AssemblyUse]] { layers.map(\.uses) }

    /// The flow, last of ``constructions``.
    var flow: FactoryConstruction { constructions[constructions.count - 1] }

    /// How many scopes a chain follows up, at most.
    static let depthLimit = 16

    /// One chain per flow the sources begin from assemblies read whole, except a flow whose scopes'
    /// registrations sit in more combinations of branch arms than ``RootFactory/configurationLimit``. A flow
    /// begun from something other than a constant of its file takes the chains `followed` finds up to a root
    /// (the binding's, through properties, parameters and returns), when each of them reaches one.
    static func all(in program: Program, followed: (FactoryRef) -> [[FactoryConstruction]]? = { _ in nil }) -> [ScopeChain] {
        var chains: [ScopeChain] = []
        // The table of a scope whose registrations are in no branch is the same in every chain: made once.
        var unconditional: [[AssemblyUse]: RegistrationTable] = [:]
        for (fileIndex, file) in program.files.enumerated() {
            for (index, construction) in file.factories.enumerated() where construction.isFlow {
                if construction.parent == nil, let found = followed(FactoryRef(file: fileIndex, index: index)) {
                    for constructions in found {
                        if let chain = laidOut(constructions, isComplete: true, in: program, tables: &unconditional) { chains.append(chain) }
                    }
                    continue
                }
                var constructions = [construction]
                var isComplete = false
                var parent = construction.parent
                while let index = parent, constructions.count < depthLimit {
                    let above = file.factories[index]
                    guard let names = above.assemblies, names.allSatisfy({ program.assemblies[$0] != nil }) else { break }
                    constructions.insert(above, at: 0)
                    if !above.isFlow {
                        isComplete = true
                        break
                    }
                    parent = above.parent
                }
                if let chain = laidOut(constructions, isComplete: isComplete, in: program, tables: &unconditional) { chains.append(chain) }
            }
        }
        return chains
    }

    /// The chain of `constructions`, outermost first and the flow last, each scope's assemblies read whole;
    /// `isComplete` when the outermost is a root factory. For a flow whose parents were found otherwise than
    /// as constants of its file (bound names): its scopes then judged as any other chain's. Nil when an
    /// assembly was not read whole or the registrations sit in more combinations of branch arms than
    /// ``RootFactory/configurationLimit``.
    static func laidOut(_ constructions: [FactoryConstruction], isComplete: Bool, in program: Program) -> ScopeChain? {
        var tables: [[AssemblyUse]: RegistrationTable] = [:]
        return laidOut(constructions, isComplete: isComplete, in: program, tables: &tables)
    }

    /// As above, with the tables of scopes whose registrations are in no branch kept in `unconditional`,
    /// made once for every chain through a scope of those assemblies.
    static func laidOut(
        _ constructions: [FactoryConstruction],
        isComplete: Bool,
        in program: Program,
        tables unconditional: inout [[AssemblyUse]: RegistrationTable]
    ) -> ScopeChain? {
        var layers: [(names: [AssemblyUse], registrations: [Registration], isUnconditional: Bool)] = []
        for scope in constructions {
            guard let names = scope.uses else { break }
            if unconditional[names] != nil {
                layers.append((names, [], true))
                continue
            }
            guard let registrations = program.registrations(of: names) else { break }
            let isUnconditional = registrations.allSatisfy { $0.conditions.isEmpty }
            if isUnconditional, unconditional[names] == nil { unconditional[names] = RegistrationTable(registrations, in: program) }
            layers.append((names, isUnconditional ? [] : registrations, isUnconditional))
        }
        guard layers.count == constructions.count,
            let configurations = RootFactory.configurations(of: Array(layers.map(\.registrations).joined()))
        else { return nil }
        return ScopeChain(
            constructions: constructions,
            isComplete: isComplete,
            layers: layers.map { ($0.names, $0.isUnconditional) },
            configurations: configurations.map { configuration in
                let chosen = Dictionary(uniqueKeysWithValues: configuration.map { ($0.point, $0.arm) })
                let tables = layers.map { layer in
                    layer.isUnconditional ? unconditional[layer.names]!
                        : RegistrationTable(layer.registrations.filter { $0.conditions.allSatisfy { chosen[$0.point] == $0.arm } }, in: program)
                }
                return (configuration, tables)
            }
        )
    }
}
