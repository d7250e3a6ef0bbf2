extension NameBinder {
    /// What the parameter at `position` of a trailing closure passed to `call` may hold, when the function called
    /// (one of the sources) only calls the closure it is given, with the arguments it passes there
    /// (`func runCheckout(_ story: (Factory) -> R) -> R { story(factory.beginFlow(A())) }`); nil otherwise.
    func closureArgument(_ position: Int, of call: Call, in file: Int, depth: Int) -> Bound? {
        guard let (candidate, parameter, body, view) = closureTaker(of: call, in: file) else { return nil }
        guard depth > 0 else { return .stopped("`\(parameter.name.text)`'s argument, passed more than \(Self.callDepth) calls up") }
        var found = Bound()
        var calls = 0
        for anchor in (body.brace + 1)..<min(body.close, view.count) where view.text(anchor) == parameter.name.text && view.kind(anchor - 1) != .dot {
            // Only called: a closure stored or passed on may be called with anything.
            guard view.kind(anchor + 1) == .leftParen else { return nil }
            let given = Call(view: view, nameAnchor: anchor, open: anchor + 1).arguments
            guard position < given.count else { return nil }
            found.formUnion(value(of: given[position].value, in: candidate.file, depth: depth - 1))
            calls += 1
        }
        return calls > 0 ? found : nil
    }

    /// Whether the trailing closure `call` is given certainly runs before the call returns: the function called (one
    /// of the sources) calls it at its body's own level or in a block that runs with it (`do { … }`), not under `#if`,
    /// with no early exit, call that may throw, `??`, `&&`, `||` or `?` before
    /// (`func run<R>(_ story: (Factory) -> R) -> R { story(factory) }`).
    func runsInLine(closureOf call: Call, in file: Int) -> Bool {
        guard let (candidate, parameter, body, view) = closureTaker(of: call, in: file), let syntax = index.syntax(candidate.file) else { return false }
        for anchor in (body.brace + 1)..<min(body.close, view.count) where view.text(anchor) == parameter.name.text && view.kind(anchor - 1) != .dot {
            guard view.kind(anchor + 1) == .leftParen, runsWithBody(anchor, body.brace, in: view) else { continue }
            if view.shortCircuit(before: anchor) == nil, syntax.earlyExit(in: body.brace, from: body.brace, before: anchor) == nil,
                syntax.throwingCall(in: body.brace, before: anchor) == nil, compiled(anchor, from: body.brace, in: view) == nil
            {
                return true
            }
        }
        return false
    }

    /// Whether only blocks that run whenever the code around them does (`do`, `repeat`, `defer`) lie between the
    /// token and the body `brace`.
    private func runsWithBody(_ anchor: Int, _ brace: Int, in view: TokenView) -> Bool {
        var block = Int(view.enclosingBrace[anchor])
        var steps = 0
        while block > brace, steps < Word.blockWalkLimit {
            steps += 1
            guard let keyword = BlockKind.statementKeyword(of: block, in: view), Self.runsOnce.contains(keyword) else { return false }
            block = Int(view.enclosingBrace[block])
        }
        return block == brace
    }

    /// The function of the sources a call with one trailing closure runs, its last parameter (the closure's), its body.
    private func closureTaker(of call: Call, in file: Int)
        -> ((file: Int, function: FunctionDeclaration), FunctionDeclaration.Parameter, Block, TokenView)? {
        guard call.trailingClosures.count == 1, let name = call.name else { return nil }
        var candidates = functions(named: name.text).filter { Self.matches(call, $0.function) }
        if candidates.count > 1, let own = calledMethod(call, in: file, among: candidates) { candidates = [own] }
        guard candidates.count == 1, let parameter = Self.trailingClosureParameter(of: call, in: candidates[0].function),
            let body = candidates[0].function.body, let view = index.syntax(candidates[0].file)?.view
        else { return nil }
        return (candidates[0], parameter, body, view)
    }

    /// The parameter a call's one trailing closure is given to, as Swift's forward scan picks it: the first of a
    /// function's type after the written arguments that has no default, or the only one of that type; nil when
    /// that is not known.
    private static func trailingClosureParameter(of call: Call, in function: FunctionDeclaration) -> FunctionDeclaration.Parameter? {
        let remaining = function.parameters.dropFirst(call.arguments.count).filter(\.isFunctionType)
        if let required = remaining.first(where: { !$0.hasDefault }) { return required }
        return remaining.count == 1 ? remaining.first : nil
    }
}
