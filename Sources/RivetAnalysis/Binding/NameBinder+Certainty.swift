extension NameBinder {
    /// Where the token is, when that may not run whenever the function (or the top level) around it runs:
    /// inside an `if`, a `switch`, a loop, a closure other than a `withCurrent`, `withScopedRoot`, `withIsolatedFactory` or `Task` body, under `#if`,
    /// after `??`, `&&`, `||` or `?` in its statement, after an early exit (`return`, `throw`, `break`, `continue`
    /// earlier in the function), or after a call that may throw (a `try` earlier in its body). Nil when it runs
    /// whenever its function does.
    func uncertainPlace(of anchor: Int, in file: Int) -> String? {
        guard let syntax = index.syntax(file), let outline = index.outline(file) else { return "in a file the analysis could not read whole" }
        let view = syntax.view
        if let skipping = view.shortCircuit(before: anchor) { return "after `\(skipping)`" }
        var brace = Int(view.enclosingBrace[anchor])
        var steps = 0
        while brace >= 0, steps < Word.blockWalkLimit {
            steps += 1
            switch BlockKind(brace: brace, in: syntax, outline: outline) {
            case .function, .type, .property:
                return exit(from: brace, to: anchor, in: syntax) ?? compiled(anchor, from: brace, in: view)
            case .closure(let trailing):
                guard let name = trailing?.name, name.is(.withCurrent) || name.is(.withScopedRoot) || name.is(.withIsolatedFactory) || name.is("Task") else {
                    return "inside a closure"
                }
                // A body that runs in line: a `try` earlier in it may leave it.
                if syntax.throwingCall(in: brace, before: anchor) != nil { return Self.afterThrowingCall }
            case .statement:
                if let keyword = BlockKind.statementKeyword(of: brace, in: view), !Self.runsOnce.contains(keyword) {
                    return "inside `\(keyword)`"
                }
            }
            brace = Int(view.enclosingBrace[brace])
        }
        return exit(from: -1, to: anchor, in: syntax) ?? compiled(anchor, from: -1, in: view)
    }

    /// The statement words whose body runs whenever the code around it does.
    private static let runsOnce: Set<String> = ["do", "repeat", "defer", "get", "set", "willSet", "didSet"]

    static let afterThrowingCall = "after a call that may throw (`try`)"

    /// What may leave the body before the token: an early exit, or a call that may throw.
    private func exit(from brace: Int, to anchor: Int, in syntax: SyntaxFile) -> String? {
        // A `return` in a closure or a nested function, a `break` out of a loop the token follows, leaves nothing here.
        if syntax.earlyExit(in: brace, from: brace, before: anchor) != nil { return "after an early exit" }
        return syntax.throwingCall(in: brace, before: anchor) != nil ? Self.afterThrowingCall : nil
    }

    /// "under `#if`" when the token is in a `#if` clause its function is not.
    private func compiled(_ anchor: Int, from brace: Int, in view: TokenView) -> String? {
        let depth = brace >= 0 ? view.tokens[brace].ifDepth : 0
        return view.tokens[anchor].ifDepth > depth ? "under `#if`" : nil
    }
}
