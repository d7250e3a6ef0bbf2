/// Captive dependencies: in a root factory whose assemblies were read whole, a singleton whose
/// construction reaches a flow-scoped key, directly or through transients. The singleton is built in the
/// root factory, where no flow runs, so the resolution fails whenever the singleton is first resolved.
struct CaptiveDependencyValidator: Validator {
    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        var seen: Set<[Int]> = []
        var found: [(SourceLocation, RivetDiagnostic)] = []
        for root in context.roots {
            for key in context.program.keys.indices where root.lifecycle(of: key) == .singleton {
                guard let (chain, location) = root.pathToFlowScoped(from: key), let location,
                    seen.insert(chain).inserted
                else { continue }
                found.append((location, .captiveDependency(
                    singleton: context.name(key),
                    flowScoped: context.name(chain[chain.count - 1]),
                    chain: chain.map(context.name)
                )))
            }
        }
        return found
    }
}
