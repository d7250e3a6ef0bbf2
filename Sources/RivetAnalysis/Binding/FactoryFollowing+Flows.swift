/// Reads that happen in a flow: its chain of scopes, found by following each `beginFlow`'s receiver, and the
/// rules a flow's read is judged by.
extension FactoryFollowing {
    /// The chains of constructions, outermost first, from a root (or as far up as the binding follows) to the
    /// factory or flow `ref`, each with whether it starts at a root; nil when a chain is longer than
    /// ``ScopeChain/depthLimit``.
    static func chains(of ref: FactoryRef, binder: NameBinder, depth: Int = 0) -> [(constructions: [FactoryConstruction], isComplete: Bool)]? {
        let construction = binder.program.files[ref.file].factories[ref.index]
        guard construction.isFlow else { return [([construction], true)] }
        guard depth < ScopeChain.depthLimit else { return nil }
        let parents: Bound
        if let parent = construction.parent {
            parents = .factory(FactoryRef(file: ref.file, index: parent))
        } else if let receiver = beginFlowReceiver(of: construction, binder: binder) {
            parents = binder.value(of: receiver, in: ref.file)
        } else {
            parents = .stopped("a flow begun from a receiver the analysis does not read")
        }
        guard parents.stop == nil, !parents.factories.isEmpty else { return [([construction], false)] }
        var found: [(constructions: [FactoryConstruction], isComplete: Bool)] = []
        for parent in parents.factories.sorted() {
            guard let above = chains(of: parent, binder: binder, depth: depth + 1) else { return nil }
            found += above.map { ($0.constructions + [construction], $0.isComplete) }
        }
        return found
    }

    /// The chains laid out so far, by their constructions' places: each laid out once, however many reads
    /// happen in its flow, and the table of a scope's assemblies made once for every chain through it.
    final class LaidOutChains {
        private var chains: [[SourceLocation]: ScopeChain?] = [:]
        private var tables: [[AssemblyUse]: RegistrationTable] = [:]

        func chain(_ constructions: [FactoryConstruction], in program: Program) -> ScopeChain? {
            let key = constructions.map(\.location)
            if let found = chains[key] { return found }
            let chain = ScopeChain.laidOut(constructions, isComplete: true, in: program, tables: &tables)
            chains[key] = .some(chain)
            return chain
        }
    }

    /// `app` in `app.beginFlow(…)`.
    private static func beginFlowReceiver(of construction: FactoryConstruction, binder: NameBinder) -> Expression? {
        guard let syntax = binder.index.syntax(construction.location.file),
            let anchor = binder.index.token(at: construction.location.offset, in: syntax)
        else { return nil }
        return Word(view: syntax.view, anchor: anchor).call?.receiver
    }

    /// What the runtime stops with when the flow at the end of `chain` resolves `key` (for `host`'s `@Injected`
    /// property, when given): an interface key that no scope of the chain registers
    /// (``FlowScope/pathToMissing(from:)``), else the flow's own rules
    /// (``ScopeChain/diagnostics(resolving:at:isAwaited:isBeforeWarmUp:hasArgument:_:)``).
    static func judge(read key: Int, isAwaited: Bool, isBeforeWarmUp: Bool, isBeforeParentsWarmUp: Bool, hasArgument: Bool, head: String?,
                      at location: SourceLocation, in chain: ScopeChain, context: ValidationContext) -> [(SourceLocation, RivetDiagnostic)] {
        let missing = ValidationContext.merge([chain.scopes(context).map { configuration, scope in
            (configuration, scope.missingRegistration(reading: key, head: head, at: location, scopes: chain.constructions, context))
        }])
        if !missing.isEmpty { return missing }
        return chain.diagnostics(
            resolving: key, at: location, isAwaited: isAwaited, isBeforeWarmUp: isBeforeWarmUp, isBeforeParentsWarmUp: isBeforeParentsWarmUp,
            hasArgument: hasArgument, context
        )
    }
}
