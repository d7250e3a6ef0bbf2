/// A flow's chain of scopes, judged as a whole: its flow's scope in each combination of branch arms.
extension ScopeChain {
    /// The flow's scope in each combination of branch arms.
    func scopes(_ context: ValidationContext) -> [(configuration: [BranchArm], scope: FlowScope)] {
        configurations.map { configuration, tables in
            (configuration, FlowScope(
                tables: tables, isComplete: isComplete, program: context.program, replaced: context.unreached.replacedKeys,
                overrides: context.overrideView(of: self)
            ))
        }
    }

    /// The diagnostics the runtime would stop with when this chain's flow resolves `key` at `location`
    /// (``FlowScope/diagnostics(resolving:at:isAwaited:isBeforeWarmUp:hasArgument:_:)``), in every combination of branch
    /// arms: one found in some but not all names the arms it needs.
    ///
    /// For name binding: a resolution attributed to a flow whose scopes are known is judged by laying out
    /// its chain (``ScopeChain/laidOut(_:isComplete:in:)``) and calling this.
    func diagnostics(
        resolving key: Int,
        at location: SourceLocation,
        isAwaited: Bool,
        isBeforeWarmUp: Bool,
        isBeforeParentsWarmUp: Bool = false,
        hasArgument: Bool = false,
        _ context: ValidationContext
    ) -> [(SourceLocation, RivetDiagnostic)] {
        ValidationContext.merge([scopes(context).map { configuration, scope in
            (configuration, scope.diagnostics(
                resolving: key, at: location, isAwaited: isAwaited, isBeforeWarmUp: isBeforeWarmUp,
                isBeforeParentsWarmUp: isBeforeParentsWarmUp, hasArgument: hasArgument, context
            ))
        }])
    }
}
