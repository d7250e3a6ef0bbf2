extension Parser {
    /// `Factory(A(), B())`, `Factory(launch: context, A(), B().when(.test))`, `Factory(assemblies: [A()])`
    /// or `.beginFlow(A())`, whose name is at `name`.
    mutating func readConstruction(at name: Int, isFlow: Bool) {
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
    mutating func readScopedRoot(at name: Int) {
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
        arguments.removeAll { view.isWord($0.lowerBound, .isolation) && view.kind($0.lowerBound + 1) == .colon }
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
        if !isFlow, let first = arguments.first, view.isWord(first.lowerBound, .launch), view.kind(first.lowerBound + 1) == .colon {
            launch = writtenLaunch(first.lowerBound + 2, first.upperBound)
                ?? (first.count == 3 ? writtenLaunchConstant(first.lowerBound + 2) : nil)
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

    /// `launch: context` naming `let context = LaunchContext(…)` written with literals: declared before the use in
    /// the same body (or both at file scope), where nothing else there declares the name.
    private func writtenLaunchConstant(_ use: Int) -> WrittenLaunch? {
        guard view.kind(use) == .identifier else { return nil }
        let scope = view.enclosingBrace[use]
        var declaration: Int?
        for index in 1..<use where view.enclosingBrace[index] == scope && view.isSameWord(index, as: use) {
            guard view.isWord(index - 1, "let") || view.isWord(index - 1, "var") else { continue }
            guard declaration == nil, view.isWord(index - 1, "let") else { return nil }
            declaration = index
        }
        guard var start = declaration.map({ $0 + 1 }) else { return nil }
        if view.kind(start) == .colon {  // `let context: LaunchContext = …`
            if view.isWord(start + 1, .rivet), view.kind(start + 2) == .dot { start += 2 }
            guard view.isWord(start + 1, .launchContext) else { return nil }
            start += 2
        }
        guard view.isOperator(start, "=") else { return nil }
        var type = start + 1
        if view.isWord(type, .rivet), view.kind(type + 1) == .dot { type += 2 }
        guard view.isWord(type, .launchContext), view.kind(type + 1) == .leftParen else { return nil }
        let end = view.match(type + 1) + 1
        let after = view.kind(end)
        guard after != .dot, after != .operator, after != .leftBracket, after != .leftBrace else { return nil }
        return writtenLaunch(start + 1, end)
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
        if view.isWord(name, .factory), view.kind(name - 1) == .colon { name -= 2 }
        guard view.kind(name) == .identifier, view.isWord(name - 1, "let") else { return nil }
        let scope = Int(view.enclosingBrace[name])
        return scope >= 0 && typeBodies.contains(scope) ? nil : name
    }
}
