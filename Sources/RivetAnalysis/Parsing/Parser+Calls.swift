extension Parser {
    /// Finds the calls Rivet's analysis reads: registrations and overrides, contributions and hooks,
    /// factories and flows, and `@Injected` properties.
    mutating func parseCalls() {
        var index = 0
        while index < view.count {
            switch view.kind(index) {
            case .leftBracket where view.kind(index + 1) == .identifier:
                siteCandidates.append(index)
            case .dot where view.kind(index + 2) == .leftParen:
                if view.isWord(index + 1, .register) || view.isWord(index + 1, .registerOnMainActor)
                    || view.isWord(index + 1, .override) || view.isWord(index + 1, .overrideOnMainActor)
                    || view.isWord(index + 1, .registerAsync) || view.isWord(index + 1, .overrideAsync)
                {
                    readRegistration(methodAt: index + 1)
                } else if view.isWord(index + 1, .contribute) {
                    siteCandidates.append(index + 1)
                    readContribution(methodAt: index + 1)
                } else if view.isWord(index + 1, .onCreate) || view.isWord(index + 1, .decorate) {
                    readHook(methodAt: index + 1)
                } else if view.isWord(index + 1, .resolve) {
                    siteCandidates.append(index + 1)
                }
            case .at:
                siteCandidates.append(index)
                readInjection(at: index)
                if !observableClassBodies.isEmpty { readObservedInjection(at: index) }
            default:
                break
            }
            index += 1
        }
        readConstructions()
        if !registryBodies.isEmpty { readCompositions() }
        readConstantUses()
        linkFlowParents()
    }

    /// Records the factories and flows the file constructs, and the names they are bound to.
    private mutating func readConstructions() {
        let reader = ConstructionReader(syntax: syntax)
        for call in syntax.calls(named: ConstructionReader.names) {
            guard let found = reader.construction(call, isTypeBody: { $0 >= 0 && typeBodies.contains($0) }) else { continue }
            let index = result.factories.count
            if let parent = found.parent { pendingFlowParents.append((index, parent.anchor)) }
            if let variable = found.variable {
                if let start = found.usesStart { pendingConstants.append((index, variable.anchor, start)) }
                boundConstructions[variable.text, default: []].append((index, variable.anchor))
            }
            result.factories.append(found.construction)
        }
    }

    /// Links each flow begun from a constant to the construction the constant is bound to in this file, as
    /// ``FlowParentReader`` finds it.
    private mutating func linkFlowParents() {
        guard !pendingFlowParents.isEmpty else { return }
        let flows = pendingFlowParents.map { FlowParentReader.Flow(index: $0.flow, receiver: Word(view: view, anchor: $0.receiver)) }
        let bindings = boundConstructions.mapValues { bound in
            bound.map { FlowParentReader.Binding(construction: $0.construction, variable: Word(view: view, anchor: $0.variable)) }
        }
        for (flow, parent) in FlowParentReader(syntax: syntax).parents(of: flows, bindings: bindings) {
            result.factories[flow].parent = parent
        }
    }

    /// Records the compositions of the bodies that register: a registry handed on to another assembly or a
    /// helper, inside a body that registers, passing that body's own registry.
    private mutating func readCompositions() {
        for found in CompositionReader(syntax: syntax).handedRegistries() {
            let (container, conditions, isInBlock) = context(of: found.handed.span.lowerBound)
            guard let container, let parameter = registryParameters[container], view.isSameWord(found.registry.anchor, as: parameter)
            else { continue }
            guard let target = found.target else {
                unreadUses[found.registry.anchor] = found.construct
                continue
            }
            guard !isInBlock else { continue }  // left unaccounted: judgeAssemblies names it
            accountedUses.insert(found.registry.anchor)
            result.compositions.append(Composition(
                target: target, container: container, conditions: conditions, location: location(found.method.anchor)
            ))
        }
    }

    /// Fills in the resolutions made through each `let name = Factory(…)`, as ``ConstantUseReader`` reads
    /// them, and records why it read none through the other uses.
    private mutating func readConstantUses() {
        guard !pendingConstants.isEmpty else { return }
        let constants = pendingConstants.map { ConstantUseReader.Constant(variable: Word(view: view, anchor: $0.variable), usesStart: $0.start) }
        let uses = syntax.uses(named: Set(constants.map(\.variable.text)))
        let (reads, skipped) = ConstantUseReader(syntax: syntax).read(constants, uses: uses) { typeBodies.contains($0) }
        let overrides = LeadingOverrideReader(syntax: syntax)
        for ((pending, constant), read) in zip(zip(pendingConstants, constants), reads) {
            result.factories[pending.construction].resolutions = read.resolutions
            result.factories[pending.construction].resolutionsBeforeWarmUp = read.beforeWarmUp
            if !result.factories[pending.construction].isFlow {
                result.factories[pending.construction].leadingOverrides = overrides.overrides(
                    through: constant.variable, from: constant.usesStart, uses: uses[constant.variable.text] ?? []
                )
            }
        }
        siteRegions.regions.constantUses.merge(skipped) { $1 }
    }

    /// Records `@Injected(\.name)` or `@LazyInjected(\InjectedValues.name)` at the `@` at `index`, as
    /// ``InjectionReader`` reads it, with the type whose stored property it is.
    private mutating func readInjection(at index: Int) {
        guard let attribute = Attribute(at: index, in: view), let (accessor, isLazy) = InjectionReader.injection(attribute) else { return }
        let body = Int(view.enclosingBrace[index])
        let isUnconditional = body >= 0 && view.tokens[index].ifDepth == view.tokens[body].ifDepth
        let host = isUnconditional ? storedPropertyBodies[body] : nil
        var unhosted: String?
        if host == nil {
            unhosted = body < 0 ? "at file scope" : !isUnconditional ? "under `#if`" : "not in the body of a struct, class or actor"
        }
        result.injections.append(Injection(
            accessor: accessor.text,
            location: syntax.location(of: accessor),
            host: host,
            isLazy: isLazy,
            unhosted: unhosted
        ))
    }
}
