
/// Flow-scoped keys resolved where no flow can be running: through a constant bound to a root factory
/// (`let factory = Factory(AppAssembly()); factory.session`), whose assemblies were read whole, before
/// anything could override it.
struct FlowNotRunningValidator: FactoryValidator {
    func validate(_ root: RootFactory, in group: FactoryGroup, _ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        var found: [(SourceLocation, RivetDiagnostic)] = []
        for construction in group.constructions {
            guard let variable = construction.variable else { continue }
            for resolution in construction.resolutions {
                guard let key = context.program.key(of: resolution), let lifecycle = root.lifecycle(of: key) else {
                    continue
                }
                let chain: [Int]
                if lifecycle == .flow {
                    chain = [key]
                } else if lifecycle.isPerResolution, let path = root.pathToFlowScoped(from: key) {
                    chain = path.chain
                } else {
                    continue
                }
                let flowScoped = context.name(chain[chain.count - 1])
                found.append((resolution.location, .flowNotRunning(
                    key: flowScoped, chain: chain.map(context.name), factory: variable
                )))
            }
        }
        return found
    }
}
