/// Captive dependencies: in a root factory whose assemblies were read whole, a singleton (strong or
/// weak) whose construction reaches a flow-scoped key, directly or through transients. The singleton is
/// built in the root factory, where no flow runs, so the resolution fails whenever it is first resolved. Where
/// the analysis followed every resolution of the program (``RootReads``) and the singleton is resolved, but
/// only from other factories, no resolution reaches it in this one: a warning there, not an error.
struct CaptiveDependencyValidator: FactoryValidator {
    func validate(_ root: RootFactory, in group: FactoryGroup, _ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        var found: [(SourceLocation, RivetDiagnostic)] = []
        var reached: Set<Int>??
        var reachedAnywhere: Set<Int>??
        for key in context.program.keys.indices where root.lifecycle(of: key)?.isBuiltInRoot == true {
            guard let (chain, location) = root.pathToFlowScoped(from: key), let location else { continue }
            let captive = RivetDiagnostic.captiveDependency(
                singleton: context.name(key),
                flowScoped: context.name(chain[chain.count - 1]),
                chain: chain.map(context.name)
            )
            if reached == nil {
                reached = .some(context.rootReads?.reached(from: group.constructions))
                reachedAnywhere = .some(context.rootReads?.reached(from: context.groups.flatMap(\.constructions)))
            }
            if let known = reached ?? nil, !known.contains(key), (reachedAnywhere ?? nil)?.contains(key) == true {
                found.append((location, .unreached(captive)))
            } else {
                found.append((location, captive))
            }
        }
        return found + mayCapture(root, context)
    }

    /// Overrides that may be in force where their singleton is built, made after the factory was first used or
    /// through a factory the analysis cannot place, whose builder reaches a flow-scoped key: a warning, since the
    /// singleton may be built before the override is made.
    private func mayCapture(_ root: RootFactory, _ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        var found: [(SourceLocation, RivetDiagnostic)] = []
        let program = context.program
        for key in program.keys.indices where !program.keys[key].overrides.isEmpty && root.lifecycle(of: key)?.isBuiltInRoot == true {
            guard root.pathToFlowScoped(from: key) == nil else { continue }
            for override in root.overrides.overrides(of: key, in: program) where !root.overrides.inFlowsOnly.contains(override.location) {
                let reached = program.certainDependencies(of: key, builders: [override.builder]).lazy.compactMap { dependency -> (Dependency, [Int])? in
                    switch root.lifecycle(of: dependency.key) {
                    case .flow?: (dependency, [dependency.key])
                    case let lifecycle? where lifecycle.isPerResolution: root.pathToFlowScoped(from: dependency.key).map { (dependency, $0.chain) }
                    default: nil
                    }
                }.first
                guard let (dependency, tail) = reached else { continue }
                let chain = [key] + tail
                let captive = RivetDiagnostic.captiveDependency(
                    singleton: context.name(key), flowScoped: context.name(chain[chain.count - 1]), chain: chain.map(context.name)
                )
                found.append((dependency.location, .mayRun(captive, place: "in an override of `\(context.name(key))` that may be in force when it is built")))
            }
        }
        return found
    }
}
