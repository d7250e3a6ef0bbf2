extension Parser {
    /// Finds the calls Rivet's analysis reads: registrations and overrides, contributions and hooks,
    /// factories and flows, and `@Injected` properties.
    mutating func parseCalls() {
        var index = 0
        while index < view.count {
            switch view.kind(index) {
            case .dot where view.kind(index + 2) == .leftParen:
                if view.isWord(index + 1, "register") || view.isWord(index + 1, "registerOnMainActor")
                    || view.isWord(index + 1, "override") || view.isWord(index + 1, "overrideOnMainActor")
                    || view.isWord(index + 1, "registerAsync") || view.isWord(index + 1, "overrideAsync")
                {
                    readRegistration(methodAt: index + 1)
                } else if view.isWord(index + 1, "contribute") {
                    readContribution(methodAt: index + 1)
                } else if view.isWord(index + 1, "onCreate") || view.isWord(index + 1, "decorate") {
                    readHook(methodAt: index + 1)
                } else if view.isWord(index + 1, "beginFlow") {
                    readConstruction(at: index + 1, isFlow: true)
                }
            case .identifier where view.kind(index + 1) == .leftParen && view.isWord(index, "Factory"):
                if view.kind(index - 1) != .dot || view.isWord(index - 2, "Rivet") {
                    readConstruction(at: index, isFlow: false)
                }
            case .identifier where view.kind(index + 1) == .dot && view.isWord(index, "Factory"):
                if view.isWord(index + 2, "withScopedRoot"), view.kind(index + 3) == .leftParen,
                    view.kind(index - 1) != .dot || view.isWord(index - 2, "Rivet")
                {
                    readScopedRoot(at: index + 2)
                }
            case .at:
                readInjection(at: index)
                if !observableClassBodies.isEmpty { readObservedInjection(at: index) }
            case .operator where view.kind(index + 1) == .identifier && !registryBodies.isEmpty && view.isOperator(index, "&"):
                readComposition(at: index)
            default:
                break
            }
            index += 1
        }
        readConstantUses()
        linkFlowParents()
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
        }
    }

    /// `Factory(A(), B())`, `Factory(launch: context, A(), B().when(.test))`, `Factory(assemblies: [A()])`
    /// or `.beginFlow(A())`, whose name is at `name`.
    private mutating func readConstruction(at name: Int, isFlow: Bool) {
        let open = name + 1
        var construction = FactoryConstruction(
            uses: assemblyUses(self.arguments(open, view.match(open)), isFlow: isFlow),
            location: location(name), isFlow: isFlow, variable: nil, resolutions: []
        )
        let after = view.kind(view.match(open) + 1)
        let endsExpression = after != .dot && after != .leftBracket && after != .leftParen && after != .leftBrace
            && after != .operator
        // `app.beginFlow(…)`: the receiver, when it is a plain name.
        let receiver = isFlow && view.kind(name - 1) == .dot && view.kind(name - 2) == .identifier && view.kind(name - 3) != .dot
            ? name - 2 : nil
        if isFlow, let receiver { pendingFlowParents.append((result.factories.count, receiver)) }
        if endsExpression, let variable = declaredConstant(before: isFlow ? receiver ?? name : name) {
            if !isFlow {
                construction.variable = view.text(variable)
                pendingConstants.append((result.factories.count, variable, view.match(open) + 1))
            }
            boundConstructions[view.text(variable), default: []].append((result.factories.count, variable))
        }
        result.factories.append(construction)
    }

    /// `Factory.withScopedRoot(A(), B()) { factory in … }` (or `launch:` first, `body:` last, async), whose
    /// method name is at `name`: a root factory, whose resolutions through the body's parameter are read as
    /// those through `let factory = Factory(A(), B())` are, from the top of the body.
    private mutating func readScopedRoot(at name: Int) {
        let open = name + 1
        var arguments = self.arguments(open, view.match(open))
        var body: Int?
        if let last = arguments.last, view.isWord(last.lowerBound, "body"), view.kind(last.lowerBound + 1) == .colon {
            arguments.removeLast()
            if view.kind(last.lowerBound + 2) == .leftBrace, view.match(last.lowerBound + 2) == last.upperBound - 1 {
                body = last.lowerBound + 2
            }
        } else if view.kind(view.match(open) + 1) == .leftBrace {
            body = view.match(open) + 1
        }
        arguments.removeAll { view.isWord($0.lowerBound, "isolation") && view.kind($0.lowerBound + 1) == .colon }
        var construction = FactoryConstruction(
            uses: assemblyUses(arguments, isFlow: false), location: location(name), isFlow: false, variable: nil, resolutions: []
        )
        construction.isScopedRoot = true
        if let body, let (parameter, start) = closureParameter(body) {
            construction.variable = view.text(parameter)
            pendingConstants.append((result.factories.count, parameter, start))
            boundConstructions[view.text(parameter), default: []].append((result.factories.count, parameter))
        }
        result.factories.append(construction)
    }

    /// The assemblies of a factory's or flow's arguments; nil when one is not `Name(…)`, optionally with
    /// `.when(…)`. A root factory's `launch:` argument settles the conditions it can when it is written with
    /// literals (`LaunchContext(arguments: ["App", "-mock"])`), and `assemblies: [A(), B()]` is read.
    private func assemblyUses(_ written: [Range<Int>], isFlow: Bool) -> [AssemblyUse]? {
        var arguments = written
        var launch: WrittenLaunch?
        if !isFlow, let first = arguments.first, view.isWord(first.lowerBound, "launch"), view.kind(first.lowerBound + 1) == .colon {
            launch = writtenLaunch(first.lowerBound + 2, first.upperBound)
            arguments.removeFirst()
        }
        if arguments.count == 1, view.isWord(arguments[0].lowerBound, "assemblies"), view.kind(arguments[0].lowerBound + 1) == .colon,
            view.kind(arguments[0].lowerBound + 2) == .leftBracket,
            view.match(arguments[0].lowerBound + 2) == arguments[0].upperBound - 1
        {
            let bracket = arguments[0].lowerBound + 2
            arguments = self.arguments(bracket, view.match(bracket))
        }
        var uses: [AssemblyUse] = []
        for argument in arguments {
            guard let use = assemblyUse(argument, launch: launch) else { return nil }
            uses.append(use)
        }
        return uses
    }

    /// The parameter a closure names first (`{ factory in`, `{ (factory: Factory) async throws -> R in`),
    /// and the token after its `in`; nil when it names none (`$0`, `_`) or the head cannot be read.
    private func closureParameter(_ brace: Int) -> (parameter: Int, start: Int)? {
        let close = view.match(brace)
        var cursor = brace + 1
        if view.kind(cursor) == .leftBracket { cursor = view.match(cursor) + 1 }  // a capture list
        let isParenthesized = view.kind(cursor) == .leftParen
        let parameter = isParenthesized ? cursor + 1 : cursor
        guard view.kind(parameter) == .identifier, !view.isWord(parameter, "_"), !view.isWord(parameter, "in") else { return nil }
        var end = isParenthesized ? view.match(cursor) + 1 : parameter + 1
        var steps = 0
        while end < close, !view.isWord(end, "in"), steps < 32 {
            if view.kind(end) == .leftBrace || view.kind(end) == .rightBrace || view.kind(end) == .semicolon { return nil }
            end = view.next(after: end)
            steps += 1
        }
        guard end < close, view.isWord(end, "in") else { return nil }
        return (parameter, end + 1)
    }

    /// For `let name = Factory(…)` (or `let name: Factory = …`) in a function or at file scope: the
    /// token of `name`.
    private func declaredConstant(before index: Int) -> Int? {
        guard view.isOperator(index - 1, "=") else { return nil }
        var name = index - 2
        if view.isWord(name, "Factory"), view.kind(name - 1) == .colon { name -= 2 }
        guard view.kind(name) == .identifier, view.isWord(name - 1, "let") else { return nil }
        let scope = Int(view.enclosingBrace[name])
        return scope >= 0 && typeBodies.contains(scope) ? nil : name
    }

    private static let factoryMembers: Set<String> = ["beginFlow", "reset", "withCurrent", "resolve", "isFlow", "description"]

    /// The members through which an async component of the factory may be built: a warm-up, an await, and
    /// handing the factory to code that may do either (a flow that awaits its singletons, `withCurrent`).
    private static let warmingMembers: Set<String> = ["warmUp", "resolve", "beginFlow", "withCurrent"]

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
        for index in uses[low...] {
            if index >= end { break }
            if isInsideType(index, below: scope) { continue }
            if view.kind(index + 1) == .dot, view.kind(index + 2) == .identifier {
                let member = view.text(index + 2)
                if Self.warmingMembers.contains(member) {
                    if !isCertain(index) { isWarmedElsewhere = true }
                    if isCollecting, isCertain(index), let name = awaitedKey(call: index + 2) {
                        found.append(Resolution(target: .key(name), location: location(index), isAwaited: true))
                    }
                    if isCollecting, isCertain(index), beforeWarmUp == nil { beforeWarmUp = found.count }
                    continue
                }
                // Past the first change a warm-up elsewhere may still come first: the uses are read on.
                guard isCollecting else { continue }
                if Self.factoryMembers.contains(member) { continue }
                if member.hasPrefix("override") || view.kind(index + 3) == .leftParen {
                    isCollecting = false
                    continue
                }
            }
            guard isCollecting else { continue }
            guard let (target, _, hasArgument) = resolutionTarget(after: index) else {
                isCollecting = false
                continue
            }
            guard isCertain(index) else { continue }
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

    /// `@Injected(\.name)` or `@LazyInjected(\InjectedValues.name)` at the `@` at `index`.
    private mutating func readInjection(at index: Int) {
        guard view.isWord(index + 1, "Injected") || view.isWord(index + 1, "LazyInjected"),
            view.kind(index + 2) == .leftParen, view.kind(index + 3) == .backslash
        else { return }
        var dot = index + 4
        if view.isWord(dot, "InjectedValues") { dot += 1 }
        guard view.kind(dot) == .dot, view.kind(dot + 1) == .identifier, view.kind(dot + 2) == .rightParen else { return }
        let body = Int(view.enclosingBrace[index])
        let isUnconditional = body >= 0 && view.tokens[index].ifDepth == view.tokens[body].ifDepth
        result.injections.append(Injection(
            accessor: view.text(dot + 1),
            location: location(dot + 1),
            host: isUnconditional ? storedPropertyBodies[body] : nil,
            isLazy: view.isWord(index + 1, "LazyInjected")
        ))
    }
}
