/// Captive dependencies: in a root factory whose assemblies were read whole, a singleton (strong or
/// weak) whose construction reaches a flow-scoped key, directly or through transients. The singleton is
/// built in the root factory, where no flow runs, so the resolution fails whenever it is first resolved.
struct CaptiveDependencyValidator: FactoryValidator {
    func validate(_ root: RootFactory, in group: FactoryGroup, _ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        var found: [(SourceLocation, RivetDiagnostic)] = []
        for key in context.program.keys.indices where root.lifecycle(of: key)?.isBuiltInRoot == true {
            guard let (chain, location) = root.pathToFlowScoped(from: key), let location else { continue }
            found.append((location, .captiveDependency(
                singleton: context.name(key),
                flowScoped: context.name(chain[chain.count - 1]),
                chain: chain.map(context.name)
            )))
        }
        return found
    }
}
