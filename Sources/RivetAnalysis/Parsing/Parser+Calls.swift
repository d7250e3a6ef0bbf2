extension Parser {
    /// Finds the calls Rivet's analysis reads: registrations and overrides, contributions and hooks,
    /// factories and flows, and `@Injected` properties.
    mutating func parseCalls() {
        // One list in source order: a body's registrations, contributions and hooks run in that order.
        for call in syntax.calls(named: Self.registryMethods) where call.isMember {
            guard let method = call.name else { continue }
            if method.is(.contribute) {
                readContribution(call)
            } else if method.is(.onCreate) || method.is(.decorate) {
                readHook(call, method: method)
            } else {
                readRegistration(call)
            }
        }
        var suites: [Int: [AssemblyUse]?] = [:]
        for attribute in syntax.attributes {
            readInjection(attribute)
            if !observableClassBodies.isEmpty { readObservedInjection(attribute) }
            readTestTrait(attribute, suites: &suites)
        }
        readConstructions()
        if !registryBodies.isEmpty { readCompositions() }
        readConstantUses()
        linkFlowParents()
    }

    /// The methods on a registry that take their place among a body's registrations.
    private static let registryMethods = RegistrationReader.names + [.contribute, .onCreate, .decorate]

    /// Records the factories and flows the file constructs, and the names they are bound to.
    private mutating func readConstructions() {
        let reader = ConstructionReader(syntax: syntax)
        result.assemblyLists = reader.assemblyLists()
        // Constructions by the anchor of their name, and flows begun from a construction in place.
        var constructionsAt: [Int: Int] = [:]
        var inPlace: [(flow: Int, parent: Int)] = []
        for call in syntax.calls(named: ConstructionReader.names) {
            guard let found = reader.construction(call, isTypeBody: { $0 >= 0 && typeBodies.contains($0) }) else { continue }
            let index = result.factories.count
            if !found.construction.isScopedRoot { constructionsAt[call.nameAnchor] = index }
            if let parentCall = found.parentCall { inPlace.append((index, parentCall.nameAnchor)) }
            if let parent = found.parent { pendingFlowParents.append((index, parent.anchor)) }
            if let variable = found.variable {
                if let start = found.usesStart { pendingConstants.append((index, variable.anchor, start)) }
                boundConstructions[variable.text, default: []].append((index, variable.anchor))
            }
            result.factories.append(found.construction)
        }
        // `Factory(A()).beginFlow(B())`: the flow's parent is the factory it is begun from in place.
        for (flow, anchor) in inPlace {
            if let parent = constructionsAt[anchor] { result.factories[flow].parent = parent }
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
            let (container, conditions, isInBlock) = context(of: found.method)
            guard let container, let parameter = registryParameters[container], found.registry.isSame(as: Word(view: view, anchor: parameter))
            else { continue }
            guard let target = found.target else {
                unreadUses[found.registry.anchor] = found.construct
                continue
            }
            guard !isInBlock else { continue }  // left unaccounted: judgeAssemblies names it
            accountedUses.insert(found.registry.anchor)
            var composition = Composition(target: target, container: container, conditions: conditions, location: location(found.method.anchor))
            if case .function = target, let call = found.method.call {
                let parameters = result.assemblies[container].parameters
                composition.arguments = call.arguments.map { argument in
                    if let key = RegistrationReader.metatype(argument.value) {
                        return .key(written: key.map(\.text), location: syntax.location(of: argument.value))
                    }
                    // `key`, the body's own `K.Type` parameter, passed on as `K.self` would be.
                    if let name = argument.value.name, let type = parameters.first(where: { $0.name == name.text })?.metatypeOf {
                        return .key(written: [type], location: syntax.location(of: argument.value))
                    }
                    if case .closure(let closure) = argument.value.kind { return closureArgument(closure) }
                    if let lifecycle = LifecycleReader.lifecycle(argument.value) { return .lifecycle(lifecycle.lifecycle) }
                    // `lifecycle`, `make: make`: the body's own parameter, passed on.
                    if let name = argument.value.name, let index = parameters.firstIndex(where: { $0.name == name.text }) {
                        return .parameter(index)
                    }
                    return .other
                } + call.trailingClosures.map { closureArgument($0.closure) }
                composition.labels = call.arguments.map { $0.label?.text } + call.trailingClosures.map { $0.label?.text }
                composition.trailingFrom = call.arguments.count
            }
            result.compositions.append(composition)
        }
    }

    /// A closure handed to a registering function, as a `make:` it may register with: read now, its regions counted
    /// only where a registration is made with it (``HelperRegistrations``).
    private func closureArgument(_ closure: Closure) -> Composition.Argument {
        let read = BodyResolutionReader(syntax: syntax).resolutions(in: closure, isAsync: false)
        return .closure(resolutions: read.resolutions, regions: (read.region.map { [$0] } ?? []) + read.nested)
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
                let found = overrides.overrides(
                    through: constant.variable, from: constant.usesStart, uses: uses[constant.variable.text] ?? []
                )
                result.factories[pending.construction].leadingOverrides = found.leading
                result.factories[pending.construction].conditionalOverrides = found.conditional
            }
        }
        siteRegions.regions.constantUses.merge(skipped) { $1 }
    }

    /// Records the factory of an `.isolatedFactory(…)` trait on a suite or a test: its assemblies after those of
    /// the suites around it (`suites`, by their body's `{`, as met in source order, outer suites first).
    private mutating func readTestTrait(_ attribute: Attribute, suites: inout [Int: [AssemblyUse]?]) {
        guard attribute.name.count == 1, attribute.name[0].is("Suite") || attribute.name[0].is("Test"),
            let (trait, own, target) = TestFactoryReader(syntax: syntax).trait(attribute)
        else { return }
        var uses: [AssemblyUse]? = []
        let isSuite = view.kind(target) == .leftBrace
        var brace = Int(view.enclosingBrace[target])
        var outer: [[AssemblyUse]?] = []
        var steps = 0
        while brace >= 0, steps < Word.blockWalkLimit {
            if let enclosing = suites[brace] { outer.append(enclosing) }
            brace = Int(view.enclosingBrace[brace])
            steps += 1
        }
        for enclosing in outer.reversed() + [own] {
            guard let enclosing, let sofar = uses else { uses = nil; break }
            uses = sofar + enclosing
        }
        if isSuite { suites[target] = .some(uses) }
        result.testFactories.append(TestFactory(
            owner: isSuite ? .suite(body: view.tokens[target].start) : .test(function: view.tokens[target].start),
            construction: result.factories.count
        ))
        var construction = FactoryConstruction(uses: uses, location: location(trait.anchor), isFlow: false, variable: nil, resolutions: [])
        construction.testing = .trait
        result.factories.append(construction)
    }

    /// Records `@Injected(\.name)` or `@LazyInjected(\InjectedValues.name)`, as ``InjectionReader`` reads
    /// the attribute, with the type whose stored property it is.
    private mutating func readInjection(_ attribute: Attribute) {
        guard let (accessor, isLazy) = InjectionReader.injection(attribute) else { return }
        let body = attribute.name[0].block
        let isUnconditional = body.map { attribute.name[0].compilationDepth == $0.compilationDepth } ?? false
        let host = isUnconditional ? body.flatMap { storedPropertyBodies[$0.brace] } : nil
        var unhosted: String?
        if host == nil {
            unhosted = body == nil ? "at file scope" : !isUnconditional ? "under `#if`" : "not in the body of a struct, class or actor"
        }
        result.injections.append(Injection(
            accessor: accessor.text,
            location: syntax.location(of: accessor),
            host: host,
            isLazy: isLazy,
            unhosted: unhosted,
            property: PropertyDeclaration(around: attribute, in: view)?.name.text
        ))
    }
}
