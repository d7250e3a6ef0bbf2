/// The rules judged in each flow the sources begin, as ``FactoryRules`` judges root factories: dependency
/// cycles (``FlowCycles``), async makes of the flow's warm-up that read one another (``FlowAsyncMakes``),
/// and the resolutions made through a flow constant (`let checkout = app.beginFlow(…)`, then
/// `checkout[K.self]`), judged in the flow, interface keys none of its scopes registers included.
///
/// A captive dependency is what the runtime stops: a `.flow` key resolved where no flow runs, under a
/// singleton. In a flow that is only where a root's singleton is built, in the root with the root's
/// registrations, which the root's rule judges; a singleton of a flow's assemblies is built in that flow,
/// where its `.flow` keys resolve.
///
/// A flow's findings depend only on its scopes' assemblies: flows of the same assemblies begun from the
/// same scopes are judged once, and only what their own registrations reach is searched.
struct FlowRules: Validator {
    func validate(_ context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        struct Signature: Hashable {
            var layers: [[AssemblyUse]]
            var isComplete: Bool
        }
        var scopes: [Signature: [(configuration: [BranchArm], scope: FlowScope)]] = [:]
        var found: [[(configuration: [BranchArm], found: [(SourceLocation, RivetDiagnostic)])]] = []
        for chain in context.flowChains {
            let signature = Signature(layers: chain.signature, isComplete: chain.isComplete)
            let isFirst = scopes[signature] == nil
            let flowScopes = scopes[signature] ?? chain.scopes(context)
            scopes[signature] = flowScopes
            let resolutions = chain.flow.resolutions.enumerated().compactMap { index, resolution in
                context.program.key(of: resolution).map { (key: $0, resolution: resolution, isBeforeWarmUp: index < chain.flow.resolutionsBeforeWarmUp) }
            }
            guard isFirst || !resolutions.isEmpty else { continue }
            found.append(flowScopes.map { configuration, scope in
                var findings = isFirst ? FlowCycles.find(in: scope, context) + FlowAsyncMakes.find(in: scope, context) : []
                for (key, resolution, isBeforeWarmUp) in resolutions {
                    findings += scope.missingRegistration(reading: key, head: nil, at: resolution.location, scopes: chain.constructions, context)
                    if context.program.hasAsync, !context.program.isAwaited(resolution), scope.mayReachAsyncAbove(from: key) {
                        // A parent's async component: its warm-up is not ordered with the read, which is named.
                        findings.append((resolution.location, .unchecked(
                            construct: "the warm-up of the scopes above this flow",
                            consequence: "whether `\(context.name(key))` reads one of their async components before it is built was not checked"
                        )))
                    }
                    findings += scope.diagnostics(
                        resolving: key, at: resolution.location, isAwaited: context.program.isAwaited(resolution),
                        isBeforeWarmUp: isBeforeWarmUp, hasArgument: resolution.hasArgument, context
                    )
                }
                return (configuration, findings)
            })
        }
        return ValidationContext.merge(found)
    }
}
