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

    /// Fills in the resolutions made through each `let name = Factory(…)`, from one index of where
    /// the constants' names are used.
    private mutating func readConstantUses() {
        guard !pendingConstants.isEmpty else { return }
        let names = Set(pendingConstants.map { view.text($0.variable) })
        var uses: [String: [Int]] = [:]
        for index in 0..<view.count where view.kind(index) == .identifier && view.kind(index - 1) != .dot {
            let text = view.text(index)
            if names.contains(text) { uses[text, default: []].append(index) }
        }
        for constant in pendingConstants {
            let (found, beforeWarmUp) = resolutions(
                through: constant.variable, from: constant.start, uses: uses[view.text(constant.variable)] ?? []
            )
            result.factories[constant.construction].resolutions = found
            result.factories[constant.construction].resolutionsBeforeWarmUp = beforeWarmUp
            if !result.factories[constant.construction].isFlow, let all = uses[view.text(constant.variable)] {
                let first = all.partitionPoint { $0 >= constant.start }
                result.factories[constant.construction].leadingOverrides = leadingOverrides(of: constant.variable, uses: all[first...])
            }
        }
    }

    private static let factoryMembers = Set([RivetWord.beginFlow, .reset, .withCurrent, .resolve, .isFlow, .description].map(\.rawValue))

    /// The members through which an async component of the factory may be built: a warm-up, an await, and
    /// handing the factory to code that may do either (a flow that awaits its singletons, `withCurrent`).
    private static let warmingMembers = Set([RivetWord.warmUp, .resolve, .beginFlow, .withCurrent].map(\.rawValue))

    /// The resolutions certainly made through the constant at `variable` after `start` (not in nested
    /// blocks or `#if`), up to its first use that could change what it resolves (an override, passing it
    /// on, a shadowing declaration), wherever that is; and how many come before anything could build one
    /// of its async components (``FactoryConstruction/resolutionsBeforeWarmUp``).
    ///
    /// - Parameter uses: Where the constant's name appears (not after a dot), in order.
    private func resolutions(through variable: Int, from start: Int, uses: [Int]) -> ([Resolution], beforeWarmUp: Int) {
        let scope = Int(view.enclosingBrace[variable])
        let end = scope >= 0 ? view.match(scope) : view.count
        let depth = view.tokens[variable].ifDepth
        var low = 0
        var high = uses.count
        while low < high {
            let middle = (low + high) / 2
            if uses[middle] < start { low = middle + 1 } else { high = middle }
        }
        // Only what runs whenever the scope runs: not in an `if`, a closure or `#if`.
        func isCertain(_ index: Int) -> Bool {
            view.tokens[index].ifDepth == depth && Int(view.enclosingBrace[index]) == scope
        }
        var found: [Resolution] = []
        var beforeWarmUp: Int?
        var isWarmedElsewhere = false
        var isCollecting = true
        let name = view.text(variable)
        func skipped(_ index: Int, _ reason: String) {
            siteRegions.regions.constantUses[view.tokens[index].start] = reason
        }
        func uncertain(_ index: Int) -> String {
            view.tokens[index].ifDepth != depth
                ? "through `\(name)` under `#if`"
                : "through `\(name)` inside a block or closure, which may not run whenever the code around it runs"
        }
        let changed = "after an earlier use of `\(name)` that may change what it resolves (an override, or passing it on)"
        for index in uses[low...] {
            if index >= end { break }
            if isInsideType(index, below: scope) {
                skipped(index, "where `\(name)` may name a type's own property rather than the factory constant")
                continue
            }
            if view.kind(index + 1) == .dot, view.kind(index + 2) == .identifier {
                let member = view.text(index + 2)
                if Self.warmingMembers.contains(member) {
                    if !isCertain(index) { isWarmedElsewhere = true }
                    if isCollecting, isCertain(index), let name = awaitedKey(call: index + 2) {
                        found.append(Resolution(target: .key(name), location: location(index), isAwaited: true))
                    } else {
                        skipped(index, isCollecting ? uncertain(index) : changed)
                    }
                    if isCollecting, isCertain(index), beforeWarmUp == nil { beforeWarmUp = found.count }
                    continue
                }
                // Past the first change a warm-up elsewhere may still come first: the uses are read on.
                guard isCollecting else {
                    skipped(index, changed)
                    continue
                }
                if Self.factoryMembers.contains(member) { continue }
                if member.hasPrefix(RivetWord.override.rawValue) || view.kind(index + 3) == .leftParen {
                    isCollecting = false
                    continue
                }
            }
            guard isCollecting else {
                skipped(index, changed)
                continue
            }
            guard let (target, _, hasArgument) = resolutionTarget(after: index) else {
                isCollecting = false
                continue
            }
            guard isCertain(index) else {
                skipped(index, uncertain(index))
                continue
            }
            found.append(Resolution(target: target, location: location(index), hasArgument: hasArgument))
        }
        return (found, isWarmedElsewhere ? 0 : beforeWarmUp ?? found.count)
    }

    /// Whether a type body lies between the token at `index` and the brace `scope` around it: there the
    /// name may be the type's own property.
    private func isInsideType(_ index: Int, below scope: Int) -> Bool {
        var brace = Int(view.enclosingBrace[index])
        var steps = 0
        while brace != scope && brace >= 0 {
            if typeBodies.contains(brace) || steps == Self.nestingWalkLimit { return true }
            brace = Int(view.enclosingBrace[brace])
            steps += 1
        }
        return false
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
